import Foundation

/// A snapshot file that cannot be read: where, at which key path, and what was expected.
public struct SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or other source name).
    public var source: String
    /// The key path of the problem, e.g. `elements[3].transform`; empty for the whole document.
    public var keyPath: String
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(source: String, keyPath: String, message: String) {
        self.source = source
        self.keyPath = keyPath
        self.message = message
    }

    /// Decodes `type` from JSON `data`, every failure a located `SnapshotError` naming `source`.
    static func decoding<Value: Decodable>(_ type: Value.Type, from data: Data, source: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as SnapshotError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw SnapshotError(source: source, keyPath: "", message: syntaxMessage(for: data))
            }
            throw SnapshotError(source: source, decodingError: error)
        } catch {
            throw SnapshotError(source: source, keyPath: "", message: "\(error)")
        }
    }

    /// Translates a `DecodingError` into a located message.
    init(source: String, decodingError: DecodingError) {
        func path(_ codingPath: [CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return text
        }
        switch decodingError {
        case .typeMismatch(let type, let context):
            var message = "expected \(Self.describe(type))"
            if let range = context.debugDescription.range(of: "but found ") {
                let found = context.debugDescription[range.upperBound...].replacingOccurrences(
                    of: " instead.", with: "")
                message += ", found \(found)"
            }
            self.init(source: source, keyPath: path(context.codingPath), message: message)
        case .valueNotFound(let type, let context):
            self.init(
                source: source, keyPath: path(context.codingPath),
                message: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(
                source: source, keyPath: path(context.codingPath + [key]), message: "missing key \"\(key.stringValue)\""
            )
        case .dataCorrupted(let context):
            self.init(source: source, keyPath: path(context.codingPath), message: context.debugDescription)
        @unknown default:
            self.init(source: source, keyPath: "", message: "\(decodingError)")
        }
    }

    /// "file.json: elements[3].transform: expected 6 numbers (affine) or 16 (3D), found 5".
    public var description: String {
        keyPath.isEmpty ? "\(source): \(message)" : "\(source): \(keyPath): \(message)"
    }

    /// "not valid JSON: Invalid value at line 2, column 7" for data that does not parse.
    static func syntaxMessage(for data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "not valid JSON"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let range = detail.range(of: "around character "),
                let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
            else { return detail.isEmpty ? "not valid JSON" : "not valid JSON: \(detail)" }
            let before = data.prefix(max(0, offset))
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column =
                before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - before.startIndex + 1 } ?? 0) + 1
            let reason = detail[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            return "not valid JSON: \(reason) at line \(line), column \(column)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is [Double].Type: "an array of numbers"
        case is [ElementSnapshot].Type: "an array of elements"
        default: "an object"
        }
    }
}
