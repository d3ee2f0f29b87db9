import CollectionLayout
import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// Number formatting, colour and naming rules of LayoutShot's SVG output (text is escaped by
/// `XMLEscaping`).
public enum SVGFormat {
    /// A number with at most three decimals, trailing zeros trimmed, never `-0`, never an
    /// exponent (`DecimalText.thousandths`): `12` → `"12"`, `1/3` → `"0.333"`.
    public static func number(_ value: CGFloat) -> String {
        DecimalText.thousandths(Double(value))
    }

    /// The `class` attribute of an element: its category, then its kind's class name, then
    /// `highlighted` when it is: `"cell"`, `"supplementary header"`, `"decoration background"`.
    public static func classes(of element: SceneElement) -> String {
        String(decoding: ByteStream.collectWriter { writeClasses(of: element, to: &$0) }, as: UTF8.self)
    }

    /// Writes `classes(of: element)` to `stream`.
    static func writeClasses(of element: SceneElement, to stream: inout ByteStream) {
        stream.append(element.key.category.name)
        if let kind = element.key.kind {
            stream.append(byte: UInt8(ascii: " "))
            stream.append(className(ofKind: kind))
        }
        if element.isHighlighted { stream.append(" highlighted") }
    }

    /// A CSS-safe class for a kind: "header"/"footer" for UIKit's standard kinds, else the kind
    /// with every character outside `[A-Za-z0-9_-]` replaced by `-` (and `kind-` prefixed when
    /// it would not start with a letter).
    public static func className(ofKind kind: String) -> String {
        let name = ElementKey.displayName(ofKind: kind)
        var output = ""
        for scalar in name.unicodeScalars {
            let isSafe =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "-"
            output.unicodeScalars.append(isSafe ? scalar : "-")
        }
        if let first = output.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) {
            return output
        }
        return "kind-" + output
    }

    /// `fill="…"` (and `fill-opacity` when translucent), or `fill="none"`.
    static func fill(_ color: Color?) -> String {
        String(decoding: ByteStream.collectWriter { writeFill(color, to: &$0) }, as: UTF8.self)
    }

    /// Writes `fill(color)` to `stream`.
    static func writeFill(_ color: Color?, to stream: inout ByteStream) {
        guard let color else {
            stream.append(" fill=\"none\"")
            return
        }
        stream.append(" fill=\"")
        writeHex(color, to: &stream)
        stream.append("\"")
        if color.alpha < 255 {
            stream.append(" fill-opacity=\"")
            stream.append(thousandths: color.opacity)
            stream.append("\"")
        }
    }

    /// Stroke attributes, or nothing when there is no visible stroke.
    static func stroke(_ color: Color?, width: CGFloat, dash: [CGFloat]) -> String {
        String(
            decoding: ByteStream.collectWriter { writeStroke(color, width: width, dash: dash, to: &$0) }, as: UTF8.self)
    }

    /// Writes `stroke(color, width:, dash:)` to `stream`.
    static func writeStroke(_ color: Color?, width: CGFloat, dash: [CGFloat], to stream: inout ByteStream) {
        guard let color, width > 0 else { return }
        stream.append(" stroke=\"")
        writeHex(color, to: &stream)
        stream.append("\" stroke-width=\"")
        stream.append(thousandths: Double(width))
        stream.append("\"")
        if color.alpha < 255 {
            stream.append(" stroke-opacity=\"")
            stream.append(thousandths: color.opacity)
            stream.append("\"")
        }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            stream.append(" stroke-dasharray=\"")
            for (index, length) in dash.enumerated() {
                if index > 0 { stream.append(byte: UInt8(ascii: " ")) }
                stream.append(thousandths: Double(length))
            }
            stream.append("\"")
        }
    }

    /// `#rrggbb` of `color` (its opaque part, `Color.opaqueHexString`).
    private static func writeHex(_ color: Color, to stream: inout ByteStream) {
        // Printed in place (no array per colour: this runs for every element, three times).
        stream.withRoom(7) { start in
            let digits = hexDigits.utf8Start
            start[0] = UInt8(ascii: "#")
            func put(_ channel: UInt8, at offset: Int) {
                start[offset] = digits[Int(channel >> 4)]
                start[offset + 1] = digits[Int(channel & 0xF)]
            }
            put(color.red, at: 1)
            put(color.green, at: 3)
            put(color.blue, at: 5)
            return 7
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// `x y` pairs joined by spaces, for `points`.
    static func points(_ points: [CGPoint]) -> String {
        points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }
}
