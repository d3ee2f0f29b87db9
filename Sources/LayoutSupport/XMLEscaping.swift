/// Escaping for XML and HTML text — the one escaper for every XML LayoutShot writes: SVG
/// figures, JUnit and HTML reports. It lives in LayoutSupport, which every module that writes
/// XML depends on.
///
/// Characters XML 1.0 forbids (control characters other than tab, newline and carriage return,
/// U+FFFE, U+FFFF) become U+FFFD, so any label or message gives a valid document and the reader
/// sees that something was there.
public enum XMLEscaping {
    /// `text` for an attribute value: `& < > " '` escaped.
    public static func escape(_ text: String) -> String { escape(text, quotes: true) }

    /// `text` for character data: `& < >` escaped, quotes kept readable.
    public static func escapeText(_ text: String) -> String { escape(text, quotes: false) }

    private static func escape(_ text: String, quotes: Bool) -> String {
        guard needsEscaping(text, quotes: quotes) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output.unicodeScalars.append("\u{FFFD}")
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Appends `escapeText(text)` to `stream`, and text that needs nothing escaped (most labels)
    /// without making a new string.
    package static func appendText(_ text: String, to stream: inout ByteStream) {
        append(text, quotes: false, to: &stream)
    }

    /// Appends `escape(text)` (an attribute value) to `stream`, as `appendText` does.
    package static func appendAttribute(_ text: String, to stream: inout ByteStream) {
        append(text, quotes: true, to: &stream)
    }

    private static func append(_ text: String, quotes: Bool, to stream: inout ByteStream) {
        var text = text
        text.withUTF8 { bytes in
            if needsEscaping(bytes, quotes: quotes) {
                stream.append(escape(String(decoding: bytes, as: UTF8.self), quotes: quotes))
            } else {
                stream.append(UnsafeRawBufferPointer(bytes))
            }
        }
    }

    /// Whether `escape` changes anything in `text`. Most labels need nothing: their bytes are
    /// checked in one pass over the contiguous UTF-8 (0xEF starts U+FFFE and U+FFFF).
    package static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        var text = text
        return text.withUTF8 { needsEscaping($0, quotes: quotes) }
    }

    /// `needsEscaping(_:quotes:)` of UTF-8 bytes.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Bool {
        for byte in bytes
        where byte < 0x20 || byte == 0xEF || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
        {
            return true
        }
        return false
    }
}
