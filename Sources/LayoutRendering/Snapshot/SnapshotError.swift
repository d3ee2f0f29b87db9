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
            self.init(
                source: source, keyPath: path(context.codingPath),
                message: "expected \(Self.describe(type)); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            self.init(
                source: source, keyPath: path(context.codingPath),
                message: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(
                source: source, keyPath: path(context.codingPath + [key]), message: "missing key \"\(key.stringValue)\""
            )
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.localizedDescription
            let detail = context.codingPath.isEmpty && underlying != nil ? "not valid JSON" : context.debugDescription
            self.init(source: source, keyPath: path(context.codingPath), message: detail)
        @unknown default:
            self.init(source: source, keyPath: "", message: "\(decodingError)")
        }
    }

    /// "file.json: elements[3].transform: expected 6 numbers (affine) or 16 (3D), found 5".
    public var description: String {
        keyPath.isEmpty ? "\(source): \(message)" : "\(source): \(keyPath): \(message)"
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        default: "\(type)"
        }
    }
}
