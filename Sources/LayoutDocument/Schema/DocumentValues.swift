import CollectionLayout
import Foundation
import LayoutStyle
import LayoutSupport

/// The kinds of value documents share, each declared once (`DocumentValue`): numbers, names,
/// geometry, colours, label templates and devices.
enum DocumentValues {
    // MARK: - Scalars

    /// A number within `rule`.
    static func number(_ rule: NumberRule = NumberRule()) -> DocumentValue<Double> {
        DocumentValue(.number(rule)) { $0.number }
    }

    /// A number within `rule`, in points.
    static func points(_ rule: NumberRule = NumberRule()) -> DocumentValue<CGFloat> {
        DocumentValue(.number(rule)) { $0.number.map { CGFloat($0) } }
    }

    /// A whole number within `rule`.
    static func integer(_ rule: IntegerRule = IntegerRule()) -> DocumentValue<Int> {
        DocumentValue(.integer(rule)) { $0.integer }
    }

    /// A length in points, at least 0.
    static let length = points(NumberRule(minimum: 0))
    /// A coordinate in points.
    static let coordinate = points()
    /// A fraction from 0 to 1 (an alpha, a ratio).
    static let unitInterval = number(NumberRule(minimum: 0, maximum: 1))

    /// `true` or `false`.
    static let boolean = DocumentValue<Bool>(.boolean) { $0.boolean }

    /// Any string.
    static let text = DocumentValue<String>(.string(StringRule())) { $0.string }

    /// One of the names of `cases`, read as its case.
    static func choice<Choice: Sendable>(_ cases: KeyValuePairs<String, Choice>) -> DocumentValue<Choice> {
        choice(names: cases.map(\.key), cases: cases.map(\.value))
    }

    /// One of `names`, read as the case at the same place in `cases`.
    static func choice<Choice: Sendable>(names: [String], cases: [Choice]) -> DocumentValue<Choice> {
        precondition(names.count == cases.count, "one case per name")
        let table = Dictionary(zip(names, cases).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        return DocumentValue(.string(StringRule(allowed: names))) { $0.string.flatMap { table[$0] } }
    }

    /// One of the raw values of `Choice`'s cases, in their declared order.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(_: Choice.Type) -> DocumentValue<Choice>
    where Choice.RawValue == String {
        DocumentValue(.string(StringRule(allowed: Choice.allCases.map(\.rawValue)))) {
            $0.string.flatMap(Choice.init(rawValue:))
        }
    }

    /// A string of `format`, read as the value it writes.
    static func formatted<Value>(_ format: TextFormat<Value>) -> DocumentValue<Value> {
        let parse = format.parse
        return DocumentValue(.string(StringRule(pattern: format.pattern))) { $0.string.flatMap(parse) }
    }

    /// A hex colour (`TextFormats.colour`).
    static let colour = formatted(TextFormats.colour)

    /// A list of `element` values, with the bounds `ArrayShape` has.
    static func list<Element>(
        of element: DocumentValue<Element>, minimumCount: Int = 0, maximumCount: Int? = nil
    ) -> DocumentValue<[Element]> {
        let read = element.read
        return DocumentValue(
            .array(ArrayShape(of: element.shape, minimumCount: minimumCount, maximumCount: maximumCount)),
            checkingRead: { list, diagnostics in list.elements.compactMap { read($0, &diagnostics) } })
    }

    /// A node of `shape` kept as it is, for a part read later against the others (`scroll` against
    /// the layout, `updates` against the sections) by a declaration of its own.
    static func node(_ shape: SchemaShape) -> DocumentValue<SpecValue> {
        DocumentValue(shape) { $0 }
    }

    /// One `element` value or a list of them (`insert: 0-1` or `insert: [0-1, 0-2]`).
    static func oneOrList<Element>(of element: DocumentValue<Element>) -> DocumentValue<[Element]> {
        let read = element.read
        let single: [SchemaShape] = if case .choice(let branches) = element.shape { branches } else { [element.shape] }
        return DocumentValue(
            .choice(single + [.array(ArrayShape(of: element.shape))]),
            checkingRead: { node, diagnostics in
                if case .sequence(let elements) = node.content {
                    return elements.compactMap { read($0, &diagnostics) }
                }
                return read(node, &diagnostics).map { [$0] }
            })
    }

    /// A mapping from keys of `keys` (described by `meaning`) to `values`, read as its entries in
    /// document order, each with its key read and where the key is written.
    static func map<Key, Element>(
        keys: TextFormat<Key>, meaning: String, values: DocumentValue<Element>
    ) -> DocumentValue<[MapEntry<Key, Element>]> {
        map(keys: keys, meaning: meaning, values: values, entry: MapEntry.init)
    }

    /// A mapping from keys of `keys` (described by `meaning`) to `values`, read as one `entry`
    /// per key in document order (made straight from the key, where it is written and the value,
    /// so a document's thousands of overrides are not held twice).
    static func map<Key, Element, Entry>(
        keys: TextFormat<Key>, meaning: String, values: DocumentValue<Element>,
        entry: @escaping @Sendable (Key, SourceLocation, Element) -> Entry
    ) -> DocumentValue<[Entry]> {
        let (parse, read) = (keys.parse, values.read)
        let pattern = TextPattern(keys, meaning: meaning)
        return DocumentValue(
            .map(MapShape(keyPattern: pattern, value: values.shape)),
            checkingRead: { node, diagnostics in
                let entries = node.entries
                var result: [Entry] = []
                result.reserveCapacity(entries.count)
                for item in entries {
                    guard let key = parse(item.key), let value = read(item.value, &diagnostics) else { continue }
                    result.append(entry(key, item.keyLocation, value))
                }
                return result
            })
    }

    // MARK: - Geometry

    /// `{width, height}`, each at least `minimum`.
    private static func size(minimum: Double) -> DocumentValue<CGSize> {
        let side = points(NumberRule(minimum: minimum))
        return DocumentObject<CGSize>([
            DocumentField("width", side, \.width, required: true, "Width in points."),
            DocumentField("height", side, \.height, required: true, "Height in points."),
        ]).value(startingFrom: .zero)
    }

    /// A size, `{width, height}` at least 0.
    static let size = size(minimum: 0)
    /// A size of at least one point each way (a viewport).
    static let positiveSize = size(minimum: 1)

    /// `{x, y}`, 0 where omitted.
    static let point = DocumentObject<CGPoint>([
        DocumentField("x", coordinate, \.x, "Horizontal coordinate in points; 0 when omitted."),
        DocumentField("y", coordinate, \.y, "Vertical coordinate in points; 0 when omitted."),
    ]).value(startingFrom: .zero)

    /// Insets: one length for all four edges, or `{top, left, bottom, right}` (0 where omitted).
    static let insets = insets(
        DocumentObject<EdgeInsets>([
            DocumentField("top", length, \.top, "Top inset; 0 when omitted."),
            DocumentField("left", length, \.left, "Left inset; 0 when omitted."),
            DocumentField("bottom", length, \.bottom, "Bottom inset; 0 when omitted."),
            DocumentField("right", length, \.right, "Right inset; 0 when omitted."),
        ]), zero: .zero
    ) { EdgeInsets(top: $0, left: $0, bottom: $0, right: $0) }

    /// Insets of any kind: one length for every edge (`all`), or a mapping of `edges`.
    static func insets<Insets: Sendable>(
        _ edges: DocumentObject<Insets>, zero: Insets, all: @escaping @Sendable (CGFloat) -> Insets
    ) -> DocumentValue<Insets> {
        let edges = edges.value(startingFrom: zero)
        return DocumentValue(.choice([length.shape, edges.shape])) { node in
            node.number.map { all(CGFloat($0)) } ?? edges.value(of: node)
        }
    }

    // MARK: - Labels and devices

    /// A label template: text with the placeholders `LabelTemplate` knows, and `{number}` (`{{`
    /// writes a brace). The JSON Schema states the placeholders as a pattern; the reader names an
    /// unknown one.
    static let labelTemplate = DocumentValue<String>(
        .string(
            StringRule(
                statedPattern: #"(?:[^{]|\{\{|\{(?:"# + LayoutDocument.labelPlaceholders.joined(separator: "|")
                    + #")\})*"#)),
        checkingRead: { node, diagnostics in
            guard let template = node.string else { return nil }
            do {
                try LabelTemplate.validate(template, extra: LayoutDocument.labelPlaceholders)
            } catch {
                let placeholder = (error as? LabelTemplateError)?.placeholder ?? template
                let known = LayoutDocument.labelPlaceholders.map { "{\($0)}" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: node.location,
                        "expected a label template using \(known), found `\(template)` (`{\(placeholder)}` is unknown)"
                    ))
            }
            return template
        })

    /// A device preset's name, or `{name, orientation}`.
    static let device: DocumentValue<DeviceSelection> = {
        let name = DocumentValue<Device>(.string(StringRule(allowed: Device.presets.map(\.name)))) {
            $0.string.flatMap(Device.named)
        }
        let held = DocumentObject<DeviceSelection>([
            DocumentField(
                "name", name, \.device, required: true, "The device preset (`layoutshot devices` lists them)."),
            DocumentField(
                "orientation", choice(DeviceOrientation.self), \.orientation, "portrait (when omitted) or landscape."),
        ])
        return DocumentValue(.choice([name.shape, .object(held.shape)])) { node in
            if let device = name.value(of: node) { return DeviceSelection(device: device, orientation: .portrait) }
            guard let device = name.value(of: node["name"]) else { return nil }
            var selection = DeviceSelection(device: device, orientation: .portrait)
            var ignored: [Diagnostic] = []
            held.read(node, into: &selection, diagnostics: &ignored)
            return selection
        }
    }()

    /// A `check` variant: words joined by `+` (`iphone-15+rtl+ax3+dark`, `CheckVariant`).
    static let checkVariant = DocumentValue<CheckVariant>(
        .string(StringRule(statedPattern: #"[A-Za-z0-9-]+(\+[A-Za-z0-9-]+)*"#)),
        checkingRead: { node, diagnostics in
            guard let text = node.string else { return nil }
            do throws(CheckVariant.ParseError) {
                return try CheckVariant(parsing: text)
            } catch {
                diagnostics.append(Diagnostic(.invalidValue, at: node.location, error.message))
                return nil
            }
        })
}
