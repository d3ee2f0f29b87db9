import CollectionLayout
import Foundation
import LayoutImage
import LayoutSnapshot

/// Number formatting, escaping and naming rules of LayoutShot's SVG output.
public enum SVGFormat {
    /// A number with at most three decimals, trailing zeros trimmed, never `-0`, never an
    /// exponent (`DecimalText.thousandths`): `12` → `"12"`, `1/3` → `"0.333"`.
    public static func number(_ value: CGFloat) -> String {
        DecimalText.thousandths(Double(value))
    }

    /// The `class` attribute of an element: its category, then its kind's class name, then
    /// `highlighted` when it is: `"cell"`, `"supplementary header"`, `"decoration background"`.
    public static func classes(of element: SceneElement) -> String {
        var names = [element.key.category.description]
        if let kind = element.key.kind { names.append(className(ofKind: kind)) }
        if element.isHighlighted { names.append("highlighted") }
        return names.joined(separator: " ")
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
        guard let color else { return " fill=\"none\"" }
        var text = " fill=\"\(color.opaqueHexString)\""
        if color.alpha < 255 { text += " fill-opacity=\"\(number(CGFloat(color.opacity)))\"" }
        return text
    }

    /// Stroke attributes, or nothing when there is no visible stroke.
    static func stroke(_ color: Color?, width: CGFloat, dash: [CGFloat]) -> String {
        guard let color, width > 0 else { return "" }
        var text = " stroke=\"\(color.opaqueHexString)\" stroke-width=\"\(number(width))\""
        if color.alpha < 255 { text += " stroke-opacity=\"\(number(CGFloat(color.opacity)))\"" }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            text += " stroke-dasharray=\"\(dash.map(number).joined(separator: " "))\""
        }
        return text
    }

    /// `x y` pairs joined by spaces, for `points`.
    static func points(_ points: [CGPoint]) -> String {
        points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }
}
