internal import CCairo
import CollectionLayout
import Foundation

/// An owned Cairo drawing context on a `CairoImageSurface` or a `CairoPDFSurface`, destroyed
/// when released.
///
/// Methods mirror Cairo's (paths, fill/stroke, clip, groups, text) with Foundation geometry
/// types. Cairo errors are sticky: after one, every later call is a no-op and the context keeps
/// the first error. Drawing calls therefore do not throw individually; `checkStatus(while:)`
/// turns the recorded status into a `CairoError`, and the calls that finish work
/// (`popGroupToSourceAndPaint(alpha:)`) check it themselves. The renderer checks after every
/// element, so an error names the element being drawn.
public final class CairoContext {
    let pointer: OpaquePointer
    /// Keeps the target alive for as long as the context draws into it.
    private let surface: AnyObject
    /// The font last selected by `setFont(size:bold:)`; -1 when none yet.
    var currentFontSize: CGFloat = -1
    var currentFontBold = false
    /// Font selections saved by `save()`, restored by `restore()` (Cairo restores the font too).
    private var savedFonts: [(size: CGFloat, bold: Bool)] = []

    /// Creates a context drawing into `surface`, with text set up for reproducible output (see
    /// `setFont(size:bold:)`).
    /// - Throws: `CairoError` if Cairo cannot create the context.
    public convenience init(surface: CairoImageSurface) throws {
        try self.init(target: surface.pointer, owner: surface)
    }

    /// Creates a context drawing into the PDF `surface`'s current page.
    /// - Throws: `CairoError` if Cairo cannot create the context.
    public convenience init(surface: CairoPDFSurface) throws {
        try self.init(target: surface.pointer, owner: surface)
    }

    private init(target: OpaquePointer, owner: AnyObject) throws {
        guard let context = cairo_create(target) else {
            throw CairoError("Cairo returned no drawing context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw CairoError(status: status, while: "creating a drawing context")
        }
        self.pointer = context
        self.surface = owner
        try CairoFont.applyReproducibleOptions(to: context)
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the context's recorded error, naming `action`.
    public func checkStatus(while action: @autoclosure () -> String) throws {
        try CairoError.check(cairo_status(pointer), while: action())
    }

    // MARK: State

    /// Saves the graphics state (transform, source, clip, line settings, font).
    public func save() {
        cairo_save(pointer)
        savedFonts.append((currentFontSize, currentFontBold))
    }

    /// Restores the state saved by the matching `save()` (an unmatched call does nothing).
    public func restore() {
        guard let font = savedFonts.popLast() else { return }
        cairo_restore(pointer)
        (currentFontSize, currentFontBold) = font
    }

    /// Moves the origin by (`x`, `y`) user units.
    public func translate(x: CGFloat, y: CGFloat) { cairo_translate(pointer, Double(x), Double(y)) }
    /// Scales user units (e.g. 2 for a 2× raster).
    public func scale(x: CGFloat, y: CGFloat) { cairo_scale(pointer, Double(x), Double(y)) }

    /// Post-multiplies the current transform by `transform` (points are transformed by
    /// `transform` first, then by the existing matrix), Core Graphics' `concatenate` semantics.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(pointer, &matrix)
    }

    // MARK: Source and line

    /// Sets a solid source colour; components 0…1, straight (not premultiplied) alpha.
    public func setSource(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    /// Line width in user units.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(pointer, Double(width)) }

    /// Dash pattern in user units; an empty array draws solid lines.
    public func setDash(_ lengths: [CGFloat], phase: CGFloat = 0) {
        let values = lengths.map(Double.init)
        values.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), Double(phase)) }
    }

    // MARK: Paths

    /// Adds a closed rectangle sub-path.
    public func rectangle(_ rect: CGRect) {
        cairo_rectangle(pointer, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side).
    public func roundedRectangle(_ rect: CGRect, radius: CGFloat) {
        let r = Double(min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else {
            rectangle(rect)
            return
        }
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x1 - r, y0 + r, r, -Double.pi / 2, 0)
        cairo_arc(pointer, x1 - r, y1 - r, r, 0, Double.pi / 2)
        cairo_arc(pointer, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
        cairo_arc(pointer, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Adds a closed polygon through `points` (nothing for fewer than 3 points).
    public func polygon(_ points: [CGPoint]) {
        guard points.count >= 3 else { return }
        cairo_move_to(pointer, Double(points[0].x), Double(points[0].y))
        for point in points.dropFirst() { cairo_line_to(pointer, Double(point.x), Double(point.y)) }
        cairo_close_path(pointer)
    }

    /// Adds an open polyline through `points` (joined corners; nothing for fewer than 2 points).
    public func polyline(_ points: [CGPoint]) {
        guard points.count >= 2 else { return }
        cairo_move_to(pointer, Double(points[0].x), Double(points[0].y))
        for point in points.dropFirst() { cairo_line_to(pointer, Double(point.x), Double(point.y)) }
    }

    /// Fills the path with the source; keeps the path when `preserve` is true.
    public func fill(preserve: Bool = false) {
        if preserve { cairo_fill_preserve(pointer) } else { cairo_fill(pointer) }
    }

    /// Fills with the even-odd rule (a rectangle inside another leaves a hole), then clears the
    /// path and restores the default non-zero rule.
    public func fillEvenOdd() {
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(pointer)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes the path with the source and line settings; keeps the path when `preserve` is true.
    public func stroke(preserve: Bool = false) {
        if preserve { cairo_stroke_preserve(pointer) } else { cairo_stroke(pointer) }
    }

    /// Intersects the clip with the path and clears the path.
    public func clip() { cairo_clip(pointer) }

    /// Intersects the clip with the path filled by the even-odd rule (a rectangle inside another
    /// is a hole), clears the path and restores the default non-zero rule.
    public func clipEvenOdd() {
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(pointer)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    }

    /// Intersects the clip with `rect` (user space) grown outwards to whole device pixels.
    ///
    /// A pixel-aligned clip is a plain box for Cairo (no coverage mask), which keeps per-element
    /// group clips cheap; growing it never cuts anything drawn inside `rect`. A null, empty or
    /// non-finite rectangle clips everything away.
    public func clipToPixelAligned(_ rect: CGRect) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        let finite = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite)
        var (minX, minY, maxX, maxY) = (0.0, 0.0, 0.0, 0.0)
        if !rect.isNull, finite {
            var first = true
            for (cx, cy) in [
                (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY),
            ] {
                var x = Double(cx)
                var y = Double(cy)
                cairo_matrix_transform_point(&matrix, &x, &y)
                if first {
                    (minX, minY, maxX, maxY) = (x, y, x, y)
                    first = false
                } else {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
            (minX, minY, maxX, maxY) = (minX.rounded(.down), minY.rounded(.down), maxX.rounded(.up), maxY.rounded(.up))
        }
        cairo_identity_matrix(pointer)
        cairo_rectangle(pointer, minX, minY, maxX - minX, maxY - minY)
        cairo_clip(pointer)
        cairo_set_matrix(pointer, &matrix)
    }

    /// Paints the source everywhere inside the clip.
    public func paint() { cairo_paint(pointer) }

    /// Makes `surface`'s pixels the source, its origin at the current origin (bilinear filter).
    public func setSource(_ surface: CairoImageSurface) {
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_BILINEAR)
    }

    // MARK: Groups

    /// Redirects drawing to a temporary group the size of the current clip's extents. Clip
    /// first: an unclipped group is a canvas-sized scratch surface (30× slower on large scenes).
    public func pushGroup() {
        cairo_push_group(pointer)  // implies cairo_save
        savedFonts.append((currentFontSize, currentFontBold))
    }

    /// Ends the group and composites it with `alpha` (0…1) onto what was below.
    /// - Throws: `CairoError` if anything inside the group failed.
    public func popGroupToSourceAndPaint(alpha: Double) throws {
        cairo_pop_group_to_source(pointer)  // implies cairo_restore
        if let font = savedFonts.popLast() { (currentFontSize, currentFontBold) = font }
        cairo_paint_with_alpha(pointer, alpha)
        try checkStatus(while: "compositing a group")
    }
}
