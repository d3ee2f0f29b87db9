import CollectionLayout
import Foundation

/// Label templates: text with placeholders filled per element.
///
/// Placeholders: `{section}`, `{item}` (index path), `{kind}` (display name: "header", "footer"
/// or the raw kind; "cell" for cells), `{category}` ("cell", "supplementary", "decoration").
/// `{{` and `}}` write literal braces. Example: `"{section}-{item}"` → `"0-3"`.
public enum LabelTemplate {
    /// The placeholder names a template may use.
    public static let placeholders = ["section", "item", "kind", "category"]

    /// The template with every placeholder replaced for the element `key`.
    ///
    /// Unknown placeholders are kept as written (`validate(_:)` reports them up front).
    public static func render(_ template: String, for key: ElementKey) -> String {
        // Braces are ASCII, so the UTF-8 bytes are scanned (a label per element of a large
        // document) and the text between them copied whole.
        let bytes = template.utf8
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var output = ""
        var literalStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            guard byte == open || byte == close else {
                index = next
                continue
            }
            if next < bytes.endIndex, bytes[next] == byte {
                output += template[literalStart..<next]
                index = bytes.index(after: next)
                literalStart = index
            } else if byte == open, let end = bytes[next...].firstIndex(of: close) {
                output += template[literalStart..<index]
                let name = template[next..<end]
                output += value(of: name, for: key) ?? "{\(name)}"
                index = bytes.index(after: end)
                literalStart = index
            } else {
                index = next
            }
        }
        output += template[literalStart..<bytes.endIndex]
        return output
    }

    /// Checks that every placeholder in `template` is known.
    ///
    /// - Throws: `LabelTemplateError` naming the first unknown placeholder.
    public static func validate(_ template: String) throws {
        var rest = Substring(template.replacingOccurrences(of: "{{", with: "").replacingOccurrences(of: "}}", with: ""))
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw LabelTemplateError(template: template, placeholder: String(rest[open...]))
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard placeholders.contains(name) else { throw LabelTemplateError(template: template, placeholder: name) }
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func value(of name: Substring, for key: ElementKey) -> String? {
        switch name {
        case "section": String(key.indexPath.section)
        case "item": String(key.indexPath.item)
        case "kind": key.kind.map(ElementKey.displayName(ofKind:)) ?? "cell"
        case "category": key.category.description
        default: nil
        }
    }
}

/// A label template with an unknown or unterminated placeholder.
public struct LabelTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole template.
    public var template: String
    /// The offending placeholder.
    public var placeholder: String

    /// The message, naming the template, the placeholder and the placeholders accepted.
    public var description: String {
        "label template \"\(template)\": unknown placeholder \"\(placeholder)\" (expected one of "
            + LabelTemplate.placeholders.map { "{\($0)}" }.joined(separator: ", ") + ")"
    }
}
