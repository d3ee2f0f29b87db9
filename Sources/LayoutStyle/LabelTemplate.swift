import CollectionLayout
import Foundation
import LayoutSupport

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
        // bytes, on the stack when it fits (this runs for every element of a large document).
        var template = template
        return template.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { room in
                var label = LabelBytes(room: room)
                render(bytes, for: key, to: &label)
                return label.string
            }
        }
    }

    /// Writes the label of `template` (UTF-8) for `key` to `label`.
    private static func render(_ template: UnsafeBufferPointer<UInt8>, for key: ElementKey, to label: inout LabelBytes)
    {
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var index = 0
        while index < template.count {
            let byte = template[index]
            if byte == open || byte == close, index + 1 < template.count, template[index + 1] == byte {
                label.append(byte)
                index += 2
            } else if byte == open, let end = template[(index + 1)...].firstIndex(of: close) {
                let name = UnsafeBufferPointer(rebasing: template[(index + 1)..<end])
                if !appendValue(of: name, for: key, to: &label) {
                    label.append(UnsafeBufferPointer(rebasing: template[index...end]))
                }
                index = end + 1
            } else {
                label.append(byte)
                index += 1
            }
        }
    }

    /// Checks that every placeholder in `template` is known (`placeholders`, and `extra` names
    /// the caller fills itself), reading left to right as `render` does: `{{` is a brace, a `}`
    /// outside a placeholder is text, and `{` opens a placeholder that must be closed.
    ///
    /// - Throws: `LabelTemplateError` naming the first unknown placeholder.
    public static func validate(_ template: String, extra: [String] = []) throws {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == "{" {
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard let close = rest[after...].firstIndex(of: "}") else {
                throw LabelTemplateError(template: template, placeholder: String(rest[open...]))
            }
            let name = String(rest[after..<close])
            guard placeholders.contains(name) || extra.contains(name) else {
                throw LabelTemplateError(template: template, placeholder: name)
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// Appends the text of the placeholder `name` (UTF-8 bytes) for `key`; false for an unknown name.
    private static func appendValue(
        of name: UnsafeBufferPointer<UInt8>, for key: ElementKey, to label: inout LabelBytes
    ) -> Bool {
        func isNamed(_ placeholder: StaticString) -> Bool {
            placeholder.withUTF8Buffer { name.elementsEqual($0) }
        }
        if isNamed("section") {
            label.append(decimal: key.indexPath.section)
        } else if isNamed("item") {
            label.append(decimal: key.indexPath.item)
        } else if isNamed("kind") {
            label.append(key.kind.map(ElementKey.displayName(ofKind:)) ?? "cell")
        } else if isNamed("category") {
            label.append(key.category.description)
        } else {
            return false
        }
        return true
    }
}

/// A label's bytes gathered in room on the stack, moved to an array if they outgrow it.
private struct LabelBytes {
    let room: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    var overflow: [UInt8]?

    mutating func append(_ byte: UInt8) {
        if overflow == nil, count < room.count {
            room[count] = byte
            count += 1
        } else {
            moveToArray()
            overflow?.append(byte)
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(decimal value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { room in
            let start = room.baseAddress.unsafelyUnwrapped
            let sign = DecimalText.writeSign(of: Int64(value), to: start)
            let length = sign + DecimalText.writeDigits(UInt64(value.magnitude), to: start + sign)
            append(UnsafeBufferPointer(rebasing: room[..<length]))
        }
    }

    private mutating func moveToArray() {
        guard overflow == nil else { return }
        overflow = Array(room[..<count])
    }

    var string: String {
        overflow.map { String(decoding: $0, as: UTF8.self) }
            ?? String(decoding: UnsafeBufferPointer(rebasing: room[..<count]), as: UTF8.self)
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
