/// Text as Cairo accepts it.
///
/// Cairo validates every string it measures or draws and puts the context into a sticky
/// `CAIRO_STATUS_INVALID_STRING` for any code point its `UNICODE_VALID` rule rejects: the
/// noncharacters U+FDD0…U+FDEF and every U+xxFFFE/U+xxFFFF (surrogates cannot occur in a Swift
/// string). Those are legal in a document, so one label would otherwise fail a whole render. A
/// NUL would silently end the C string instead. Both become U+FFFD, the replacement the SVG
/// writer also puts in place of NUL, U+FFFE and U+FFFF (which XML forbids).
enum CairoText {
    /// `text` with every scalar Cairo refuses, and NUL, replaced by U+FFFD.
    static func drawable(_ text: String) -> String {
        guard mayNeedReplacing(text) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            output.append(isRefused(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(output)
    }

    /// Whether Cairo refuses `scalar` (or would stop reading at it).
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0 || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// A one-pass byte check: every refused scalar is NUL or starts with 0xEF (U+FDD0…U+FFFF)
    /// or 0xF0…0xF4 (planes 1–16), so ordinary labels are returned untouched.
    private static func mayNeedReplacing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains { $0 == 0 || $0 >= 0xEF } }
    }
}
