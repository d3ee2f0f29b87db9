import Foundation
import LayoutSupport

extension LayoutDocument {
    /// Reads and decodes the document at `url` (YAML or JSON, by content).
    ///
    /// - Parameters:
    ///   - displayName: The name used in messages; the path as given by default.
    ///   - budget: The resources the document may ask for; kept in the document.
    ///   - device: A device to show the document on instead of its own (`--device`); nil: the
    ///     document's `device`, if any.
    /// - Throws: `DocumentError` with a `.unreadable` diagnostic when the file cannot be read,
    ///   or every problem found in its content.
    public static func load(
        contentsOf url: URL, displayName: String? = nil, budget: DocumentBudget = .standard,
        device: DeviceSelection? = nil
    ) throws(DocumentError) -> LayoutDocument {
        let name = displayName ?? url.path
        let data: Data
        do {
            // Sized from `fstat` before anything is read: a document followed by gigabytes of
            // junk is refused at once, and a device or a pipe stops one byte past the budget.
            data = try BoundedFile.read(url.path, atMost: budget.documentBytes)
        } catch {
            let location = SourceLocation(file: name, line: nil, column: nil, keyPath: "")
            guard case .tooLarge(let bytes, let limit) = error else {
                throw DocumentError(Diagnostic(.unreadable, at: location, "the file \(error.reason)"))
            }
            throw DocumentError(
                Diagnostic(
                    .outOfRange, at: location,
                    "the file is \(bytes) bytes, over the budget of \(limit) (--max-document-bytes raises it); "
                        + "nothing was read"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (offset, line, column) = firstInvalidUTF8(data)
            throw DocumentError(
                Diagnostic(
                    .unreadable, at: SourceLocation(file: name, line: line, column: column, keyPath: ""),
                    "expected UTF-8 text, found a byte that is not (0x\(String(data[offset], radix: 16, uppercase: true)) "
                        + "at byte offset \(offset)); save the file as UTF-8"))
        }
        return try decode(text, file: name, budget: budget, device: device)
    }

    /// Decodes a document from YAML or JSON text.
    ///
    /// - Parameters:
    ///   - text: The document.
    ///   - file: The name used in messages.
    ///   - budget: The resources the document may ask for; kept in the document.
    ///   - device: A device to show the document on instead of its own; nil: the document's.
    /// - Throws: `DocumentError` listing every problem, each with its location.
    public static func decode(
        _ text: String, file: String, budget: DocumentBudget = .standard, device: DeviceSelection? = nil
    ) throws(DocumentError) -> LayoutDocument {
        let node = try DocumentParser.parse(text, file: file)
        // Declared once for the validator and the reader (it lists the registered layouts).
        let fields = WrittenDocument.fields
        var validator = ShapeValidator(file: file)
        let root = validator.validate(node, against: .object(fields.shape), path: "")
        guard let root else { throw DocumentError(validator.diagnostics) }
        var reader = DocumentReader(file: file)
        reader.deviceOverride = device
        reader.budget = budget
        // The reader also reads what passed the schema when something else did not, so one run
        // reports every problem (an alpha of 2 does not hide a scroll without `to`).
        var document = reader.document(from: root, fields: fields)
        guard validator.diagnostics.isEmpty else {
            throw DocumentError(Self.merging(validator.diagnostics, reader.diagnostics))
        }
        guard reader.diagnostics.isEmpty else { throw DocumentError(Self.inDocumentOrder(reader.diagnostics)) }
        document.budget = budget
        guard document.sections.count <= budget.sections else {
            throw document.error(
                at: "sections", .outOfRange,
                "expected at most \(budget.sections) sections, found \(document.sections.count) (--max-sections raises the budget)"
            )
        }
        let items = document.sections.reduce(0) { $0 + $1.itemCount }
        guard items <= budget.items else {
            throw document.error(
                at: "sections", .outOfRange,
                "expected at most \(budget.items) items in all, found \(items) (--max-items raises the budget)")
        }
        return document
    }

    /// The schema's problems and the reader's, in document order, without the reader's about a
    /// top-level key the schema refused part of (the schema dropped that key's value, so the
    /// reader saw none: a scroll whose `from` is not a number is not also said to lack a motion).
    /// When the schema refused the root itself (a required key missing) or part of what other
    /// parts are read against — `layout`, `sections`, `viewport`, `device`, `environment`, or a
    /// `transition` (which may draw the titles a layout alone does not) — only its problems are
    /// reported: the reader's could echo them.
    static func merging(_ schema: [Diagnostic], _ reading: [Diagnostic]) -> [Diagnostic] {
        func topLevelKey(_ diagnostic: Diagnostic) -> String {
            String(diagnostic.location.keyPath.prefix { $0 != "." && $0 != "[" })
        }
        let groundwork: Set<String> = ["", "layout", "sections", "viewport", "device", "environment", "transition"]
        guard !schema.contains(where: { groundwork.contains(topLevelKey($0)) }) else { return schema }
        let refused = Set(schema.map(topLevelKey))
        return inDocumentOrder(schema + reading.filter { !refused.contains(topLevelKey($0)) })
    }

    /// `diagnostics` by line and column, keeping the order of those at one place.
    static func inDocumentOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted {
            let (a, b) = ($0.element.location, $1.element.location)
            return (a.line ?? 0, a.column ?? 0, $0.offset) < (b.line ?? 0, b.column ?? 0, $1.offset)
        }.map(\.element)
    }

    /// Where the first byte that breaks UTF-8 is (RFC 3629: no overlong forms, surrogates or
    /// values beyond U+10FFFF): its offset, and its 1-based line and column (columns count the
    /// characters before it on its line).
    static func firstInvalidUTF8(_ data: Data) -> (offset: Int, line: Int, column: Int) {
        let bytes = [UInt8](data)
        var (index, line, column) = (0, 1, 1)
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            case 0xF1...0xF3: length = 4
            default: return (index, line, column)
            }
            guard index + length <= bytes.count else { return (index, line, column) }
            if length > 1 {
                guard second.contains(bytes[index + 1]) else { return (index, line, column) }
                for next in bytes[(index + 2)..<(index + length)] where !(0x80...0xBF).contains(next) {
                    return (index, line, column)
                }
            }
            if lead == 0x0A { (line, column) = (line + 1, 1) } else { column += 1 }
            index += length
        }
        return (max(0, bytes.count - 1), line, column)
    }
}
