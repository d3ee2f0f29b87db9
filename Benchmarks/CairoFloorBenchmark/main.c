// CairoFloorBenchmark: the "plain C program" floor for LayoutShot's raster benchmark.
//
// Reads a scene description written by RenderBenchmark (one line per element: its local → scene
// affine matrix, size, alpha, label font size and label), draws it with Cairo exactly as
// LayoutShot's SceneDrawer does (rounded outline inset by half the stroke, label centred on its
// advance width, translucent elements as a group clipped to their pixel-aligned bounding box),
// and encodes the surface as PNG through libpng with the same settings (zlib level, row filter,
// RGB when opaque). It prints the wall-clock time of drawing and of encoding and the CPU time of
// both; parsing is not timed.
//
// Usage: CairoFloorBenchmark <scene.txt> <level 0-9> <filter: adaptive|none> [out.png]
#include <cairo/cairo.h>
#include <math.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    double a, b, c, d, tx, ty, width, height, alpha, font_size;
    char label[64];
} element_t;

typedef struct {
    unsigned char *bytes;
    size_t count, capacity;
} buffer_t;

static double clock_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }
static double cpu_ms(void) { return clock_ms(CLOCK_PROCESS_CPUTIME_ID); }

static void rgb(cairo_t *cr, unsigned hex) {
    cairo_set_source_rgba(cr, ((hex >> 16) & 0xFF) / 255.0, ((hex >> 8) & 0xFF) / 255.0, (hex & 0xFF) / 255.0, 1);
}

static void rounded_rectangle(cairo_t *cr, double x, double y, double w, double h, double radius) {
    double r = fmin(radius, fmin(w, h) / 2);
    if (r <= 0) { cairo_rectangle(cr, x, y, w, h); return; }
    double x1 = x + w, y1 = y + h;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x1 - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x1 - r, y1 - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y1 - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static unsigned fill_hex, stroke_hex, text_hex, background_hex;
static double stroke_width, corner_radius;

static void draw_element(cairo_t *cr, const element_t *e) {
    int grouped = e->alpha < 1;
    if (grouped) {
        double xs[4] = {-e->width / 2, e->width / 2, e->width / 2, -e->width / 2};
        double ys[4] = {-e->height / 2, -e->height / 2, e->height / 2, e->height / 2};
        double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
        for (int i = 0; i < 4; i++) {
            double x = e->a * xs[i] + e->c * ys[i] + e->tx, y = e->b * xs[i] + e->d * ys[i] + e->ty;
            minx = fmin(minx, x); miny = fmin(miny, y); maxx = fmax(maxx, x); maxy = fmax(maxy, y);
        }
        cairo_save(cr);
        cairo_rectangle(cr, floor(minx), floor(miny), ceil(maxx) - floor(minx), ceil(maxy) - floor(miny));
        cairo_clip(cr);
        cairo_push_group(cr);
    }
    cairo_save(cr);
    cairo_matrix_t m = {e->a, e->b, e->c, e->d, e->tx, e->ty};
    cairo_transform(cr, &m);
    double inset = fmin(stroke_width / 2, fmin(e->width, e->height) / 2);
    double w = fmax(0, e->width - 2 * inset), h = fmax(0, e->height - 2 * inset);
    double radius = fmin(fmax(0, corner_radius - inset), fmin(w, h) / 2);
    rounded_rectangle(cr, -w / 2, -h / 2, w, h, radius);
    rgb(cr, fill_hex);
    cairo_fill_preserve(cr);
    rgb(cr, stroke_hex);
    cairo_set_line_width(cr, stroke_width);
    cairo_stroke(cr);
    if (e->label[0] && e->font_size > 0) {
        cairo_set_font_size(cr, e->font_size);
        rgb(cr, text_hex);
        cairo_text_extents_t extents;
        cairo_text_extents(cr, e->label, &extents);
        cairo_move_to(cr, -extents.x_advance / 2, 0.35 * e->font_size);
        cairo_show_text(cr, e->label);
        cairo_new_path(cr);
    }
    cairo_restore(cr);
    if (grouped) {
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, e->alpha);
        cairo_restore(cr);
    }
}

static void write_callback(png_structp png, png_bytep data, png_size_t length) {
    buffer_t *buffer = png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        buffer->capacity = (buffer->count + length) * 2;
        buffer->bytes = realloc(buffer->bytes, buffer->capacity);
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_callback(png_structp png) { (void)png; }

// Unpremultiplies like cairo-png.c and writes RGB rows when every pixel is opaque.
static buffer_t encode_png(cairo_surface_t *surface, int level, int filters) {
    buffer_t buffer = {0};
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    cairo_surface_flush(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        opaque = (all & 0xFF000000u) == 0xFF000000u;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "libpng error\n"); exit(1); }
    png_set_write_fn(png, &buffer, write_callback, flush_callback);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, filters);
    png_write_info(png, info);
    unsigned char *out = malloc((size_t)width * 4);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        unsigned char *o = out;
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (opaque) { o[0] = r; o[1] = g; o[2] = b; o += 3; continue; }
            if (a == 0) { r = g = b = 0; }
            else if (a != 255) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
            o[0] = r; o[1] = g; o[2] = b; o[3] = a; o += 4;
        }
        png_write_row(png, out);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(out);
    return buffer;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s <scene.txt> <level 0-9> <adaptive|none> [out.png]\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "r");
    if (!file) { perror(argv[1]); return 1; }
    int canvas_w, canvas_h, count;
    if (fscanf(file, "%d %d %d %x %x %x %x %lf %lf\n", &canvas_w, &canvas_h, &count, &background_hex, &fill_hex,
               &stroke_hex, &text_hex, &stroke_width, &corner_radius) != 9) {
        fprintf(stderr, "bad header\n");
        return 1;
    }
    element_t *elements = calloc(count, sizeof(element_t));
    for (int i = 0; i < count; i++) {
        element_t *e = &elements[i];
        if (fscanf(file, "%lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %63s\n", &e->a, &e->b, &e->c, &e->d, &e->tx,
                   &e->ty, &e->width, &e->height, &e->alpha, &e->font_size, e->label) != 11) {
            fprintf(stderr, "bad element line %d\n", i + 1);
            return 1;
        }
        if (strcmp(e->label, "-") == 0) e->label[0] = 0;
    }
    fclose(file);
    int level = atoi(argv[2]);
    int filters = strcmp(argv[3], "none") == 0 ? PNG_FILTER_NONE : PNG_ALL_FILTERS;

    double start = now_ms(), cpu_start = cpu_ms();
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, canvas_w, canvas_h);
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    rgb(cr, background_hex);
    cairo_rectangle(cr, 0, 0, canvas_w, canvas_h);
    cairo_fill(cr);
    for (int i = 0; i < count; i++) draw_element(cr, &elements[i]);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo: %s\n", cairo_status_to_string(cairo_status(cr)));
        return 1;
    }
    double drawn = now_ms(), cpu_drawn = cpu_ms();
    buffer_t png = encode_png(surface, level, filters);
    double encoded = now_ms(), cpu_end = cpu_ms();
    printf("draw_ms %.3f encode_ms %.3f total_ms %.3f draw_cpu_ms %.3f cpu_ms %.3f bytes %zu\n", drawn - start,
           encoded - drawn, encoded - start, cpu_drawn - cpu_start, cpu_end - cpu_start, png.count);
    if (argc > 4) {
        FILE *out = fopen(argv[4], "wb");
        if (!out || fwrite(png.bytes, 1, png.count, out) != png.count) { perror(argv[4]); return 1; }
        fclose(out);
    }
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    free(png.bytes);
    free(elements);
    return 0;
}
