#ifndef LAYOUTSHOT_CCAIRO_SHIM_H
#define LAYOUTSHOT_CCAIRO_SHIM_H
// Cairo, for LayoutRendering's drawing wrapper (PNG encoding is LayoutImage's, through CPNG);
// its PDF surface for vector documents.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
// DejaVu Sans loaded from its file through FreeType, so that drawing text does not start
// fontconfig (its configuration takes milliseconds to parse on every run).
#include <cairo/cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
// fontconfig finds the font files (Cairo links it already); pixman's version goes into the
// raster fingerprint.
#include <fontconfig/fontconfig.h>
#include <pixman.h>
#endif
