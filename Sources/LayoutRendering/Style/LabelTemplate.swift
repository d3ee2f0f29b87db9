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
        // Braces are ASCII, so the template's UTF-8 bytes are scanned and the label gathered as
        // bytes: this runs for every element of a large document.
        var template = template
        return template.withUTF8 { bytes in
            let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == open || byte == close, index + 1 < bytes.count, bytes[index + 1] == byte {
                    output.append(byte)
                    index += 2
                } else if byte == open, let end = bytes[(index + 1)...].firstIndex(of: close) {
                    let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                    if let value = value(of: name, for: key) {
                        output.append(contentsOf: value.utf8)
                    } else {
                        output.append(contentsOf: bytes[index...end])
                    }
                    index = end + 1
                } else {
                    output.append(byte)
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
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

    /// The text of the placeholder `name` (UTF-8 bytes) for `key`; nil for an unknown name.
    private static func value(of name: UnsafeBufferPointer<UInt8>, for key: ElementKey) -> String? {
        if name.elementsEqual("section".utf8) { return String(key.indexPath.section) }
        if name.elementsEqual("item".utf8) { return String(key.indexPath.item) }
        if name.elementsEqual("kind".utf8) { return key.kind.map(ElementKey.displayName(ofKind:)) ?? "cell" }
        if name.elementsEqual("category".utf8) { return key.category.description }
        return nil
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
