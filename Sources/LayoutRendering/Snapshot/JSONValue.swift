import Foundation

/// A JSON value written in one canonical form, so the same data gives byte-identical files.
///
/// Canonical form (`canonicalString`):
/// - object keys sorted by Unicode scalar order; two-space indentation, `": "` after keys;
/// - an object or array whose members are all scalars (and that has at most 16 of them) is
///   written on one line: `{"height": 60, "width": 80}`, `[1, 0, 0, 1, 0, 0]`;
/// - numbers rounded to 1e-6, then printed in their shortest round-trip decimal form with no
///   exponent and no `-0` (`110.00000000000001` → `110`, `-0.0` → `0`, `0.1 + 0.2` → `0.3`);
///   non-finite numbers are written as `null`;
/// - strings escaped per RFC 8259 (quote, backslash, control characters; nothing else);
/// - a final newline.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The canonical text, ending in a newline.
    public var canonicalString: String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    /// The canonical text as UTF-8.
    public var canonicalData: Data { Data(canonicalString.utf8) }

    /// `value` rounded to 1e-6 with `-0` folded to 0: the numbers snapshots compare and store.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let scaled = (value * 1e6).rounded()
        guard abs(scaled) < 9e15 else { return value }
        let result = scaled / 1e6
        return result == 0 ? 0 : result
    }

    /// The canonical text of a number (see the type's rules).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let number = rounded(value)
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let shortest = "\(number)"
        guard shortest.contains("e") else { return shortest }
        // Small or huge magnitudes: fixed notation with six decimals, trailing zeros trimmed.
        var fixed = String(format: "%.6f", number)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed == "-0" ? "0" : fixed
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            if values.isEmpty {
                output += "[]"
            } else if values.count <= 16, values.allSatisfy(\.isScalar) {
                output += "["
                for (index, value) in values.enumerated() {
                    if index > 0 { output += ", " }
                    value.write(to: &output, indent: indent)
                }
                output += "]"
            } else {
                output += "[\n"
                for (index, value) in values.enumerated() {
                    output += String(repeating: " ", count: indent + 2)
                    value.write(to: &output, indent: indent + 2)
                    output += index < values.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: " ", count: indent) + "]"
            }
        case .object(let members):
            // UTF-8 byte order is Unicode scalar order.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            if keys.isEmpty {
                output += "{}"
            } else if keys.count <= 16, members.values.allSatisfy(\.isScalar) {
                output += "{"
                for (index, key) in keys.enumerated() {
                    if index > 0 { output += ", " }
                    JSONValue.writeString(key, to: &output)
                    output += ": "
                    members[key]?.write(to: &output, indent: indent)
                }
                output += "}"
            } else {
                output += "{\n"
                for (index, key) in keys.enumerated() {
                    output += String(repeating: " ", count: indent + 2)
                    JSONValue.writeString(key, to: &output)
                    output += ": "
                    members[key]?.write(to: &output, indent: indent + 2)
                    output += index < keys.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: " ", count: indent) + "}"
            }
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
