internal import CCairo
import CollectionLayout
import Foundation

/// The measurements of a string in the current font, in user units (Cairo's text extents).
public struct CairoTextExtents: Equatable, Sendable {
    /// Horizontal distance from the origin to the left edge of the ink.
    public var xBearing: CGFloat
    /// Vertical distance from the baseline to the top of the ink (negative: ink above).
    public var yBearing: CGFloat
    /// Ink width.
    public var width: CGFloat
    /// Ink height.
    public var height: CGFloat
    /// How far the origin advances after the string: the width `text-anchor="middle"` centres.
    public var xAdvance: CGFloat
}

/// Text on a `CairoContext`: one named font, reproducible rendering.
///
/// All text uses "DejaVu Sans" (Debian package fonts-dejavu-core), from the files `FontFiles`
/// finds, the same family the SVG names, so `rsvg-convert` of the SVG picks the same glyphs. Font options
/// are set explicitly — greyscale antialiasing, no hinting, unhinted metrics — so neither a
/// machine's fontconfig settings nor the scale factor change glyph shapes or advances (hinted
/// metrics would round advances to whole pixels and make 1× and 2× layouts differ).
enum CairoFont {
    /// The one font family LayoutShot draws text with.
    static let family = "DejaVu Sans"

    /// DejaVu Sans regular and bold as Cairo font faces made from the font files `FontFiles`
    /// found, or nil when there are none or FreeType cannot read them (`availability` then says
    /// why). Made once, kept for the process's lifetime (Cairo locks the FreeType faces it draws
    /// with).
    nonisolated(unsafe) static let fileFaces: (regular: OpaquePointer, bold: OpaquePointer)? = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        func face(_ path: String) -> OpaquePointer? {
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
            return cairo_ft_font_face_create_for_ft_face(face, 0)
        }
        guard case .success(let files) = FontFiles.found, let regular = face(files[0]), let bold = face(files[1])
        else { return nil }
        return (regular, bold)
    }()

    /// Whether Cairo really draws text in DejaVu Sans on this machine, checked once: the font
    /// files were found (`FontFiles`), FreeType reads them, and they are that font.
    ///
    /// A file of another font would make PNGs differ between machines and from the SVG. The
    /// check measures the digit "0" at
    /// 2048 units: DejaVu Sans advances it by exactly 1303 units (bold: 1425), as `TextLayout`'s
    /// tables say; any other font gives other advances.
    static let availability: Result<Void, CairoError> = {
        if case .failure(let error) = FontFiles.found { return .failure(error) }
        guard fileFaces != nil else {
            return .failure(CairoError("FreeType cannot read the font files of \"\(family)\": \(fontFilesText)"))
        }
        do {
            let context = try CairoContext(surface: CairoImageSurface(width: 1, height: 1))
            context.setFont(size: 2048)
            let regular = context.textExtents("0").xAdvance
            context.setFont(size: 2048, bold: true)
            let bold = context.textExtents("0").xAdvance
            guard abs(regular - 1303) < 0.5, abs(bold - 1425) < 0.5 else {
                return .failure(
                    CairoError(
                        "font \"\(family)\" is not installed (a substitute font would make the PNG differ from "
                            + "the SVG and between machines); install it: apt-get install fonts-dejavu-core"))
            }
            return .success(())
        } catch let error as CairoError {
            return .failure(error)
        } catch {
            return .failure(CairoError("checking font \"\(family)\": \(error)"))
        }
    }()

    /// The font files, as a list for messages.
    private static var fontFilesText: String {
        ((try? FontFiles.found.get()) ?? []).joined(separator: ", ")
    }

    /// Throws when DejaVu Sans is not what Cairo draws text with (see `availability`).
    static func checkAvailable() throws {
        try availability.get()
    }

    static func applyReproducibleOptions(to context: OpaquePointer) throws {
        guard let options = cairo_font_options_create() else {
            throw CairoError("Cairo could not allocate font options")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        try CairoError.check(cairo_font_options_status(options), while: "setting font options")
        cairo_set_font_options(context, options)
    }
}

extension CairoContext {
    /// Selects DejaVu Sans at `size` user units (regular or bold). Repeated calls with the same
    /// values are free, so callers can set the font per label.
    public func setFont(size: CGFloat, bold: Bool = false) {
        guard size != currentFontSize || bold != currentFontBold else { return }
        if let faces = CairoFont.fileFaces {
            cairo_set_font_face(pointer, bold ? faces.bold : faces.regular)
        } else {
            cairo_select_font_face(
                pointer, CairoFont.family, CAIRO_FONT_SLANT_NORMAL,
                bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
        cairo_set_font_size(pointer, Double(size))
        currentFontSize = size
        currentFontBold = bold
    }

    /// Measures `text` in the current font (what Cairo cannot draw counts as U+FFFD).
    public func textExtents(_ text: String) -> CairoTextExtents {
        var extents = cairo_text_extents_t()
        cairo_text_extents(pointer, CairoText.drawable(text), &extents)
        return CairoTextExtents(
            xBearing: CGFloat(extents.x_bearing), yBearing: CGFloat(extents.y_bearing),
            width: CGFloat(extents.width), height: CGFloat(extents.height), xAdvance: CGFloat(extents.x_advance))
    }

    /// Draws `text` with its baseline origin at `origin` in the current source colour; what
    /// Cairo cannot draw shows as U+FFFD, as in the SVG.
    public func showText(_ text: String, at origin: CGPoint) {
        cairo_move_to(pointer, Double(origin.x), Double(origin.y))
        cairo_show_text(pointer, CairoText.drawable(text))
        cairo_new_path(pointer)
    }
}
