import CollectionLayout
import Foundation

/// A layout state as data: content size, viewport and every element's attributes.
///
/// Written by `layoutshot render -o x.json`, compared element by element by LayoutDiff, and
/// documented in `docs/snapshot-format.md`. Elements are sorted by `ElementKey` (category, kind,
/// section, item; ties keep the given order), so the file does not depend on the order a layout
/// happens to return its attributes in. `jsonString()` is canonical (see `JSONValue`): the same
/// layout always gives byte-identical files.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The format version this code writes and reads.
    public static let currentVersion = 1

    /// The format version of this snapshot.
    public var version: Int
    /// `collectionViewContentSize`.
    public var contentSize: CGSize
    /// The collection view's bounds: origin = content offset, size = viewport size.
    public var viewport: CGRect
    /// The elements, in `ElementKey` order.
    public var elements: [ElementSnapshot]

    /// A snapshot of `elements` as given (sorted by key here).
    public init(contentSize: CGSize, viewport: CGRect, elements: [ElementSnapshot]) {
        self.version = Self.currentVersion
        self.contentSize = contentSize
        self.viewport = viewport
        self.elements = Self.sortedByKey(elements)
    }

    /// A snapshot of layout attributes; hidden elements are kept (with `hidden: true`).
    public init(attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect) {
        self.init(contentSize: contentSize, viewport: viewport, elements: attributes.map(ElementSnapshot.init))
    }

    /// `elements` in `ElementKey` order, ties in their given order.
    public static func sortedByKey(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
        keyOrder(elements.map(\.key)).map { elements[$0] }
    }

    /// The positions of `keys` in `ElementKey` order, ties in their given order. Layouts mostly
    /// return their elements in that order already; then no sort is made.
    static func keyOrder(_ keys: [ElementKey]) -> [Int] {
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) { return Array(keys.indices) }
        return keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }

    /// The snapshot as a JSON value (the structure of `docs/snapshot-format.md`).
    public var jsonValue: JSONValue {
        .object([
            "version": .number(Double(version)),
            "contentSize": Self.json(contentSize),
            "viewport": Self.json(viewport),
            "elements": .array(elements.map(Self.json)),
        ])
    }

    /// The canonical JSON text (sorted keys, numbers rounded to 1e-6, final newline).
    public func jsonString() -> String { String(decoding: canonicalBytes(), as: UTF8.self) }

    /// The canonical JSON text as UTF-8.
    public func jsonData() -> Data { Data(canonicalBytes()) }

    /// Reads a snapshot written by `jsonData()` (or any JSON of the same structure).
    ///
    /// - Parameter source: a name for error messages (usually the file path).
    /// - Throws: `SnapshotError` naming the source, the key path and what was expected, or an
    ///   unsupported version.
    public static func decode(from data: Data, source: String = "snapshot") throws -> LayoutSnapshot {
        try SnapshotError.decoding(LayoutSnapshot.self, from: data, source: source)
    }

    static func json(_ size: CGSize) -> JSONValue {
        .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
    }

    static func json(_ point: CGPoint) -> JSONValue {
        .object(["x": .number(Double(point.x)), "y": .number(Double(point.y))])
    }

    static func json(_ rect: CGRect) -> JSONValue {
        .object([
            "x": .number(Double(rect.origin.x)), "y": .number(Double(rect.origin.y)),
            "width": .number(Double(rect.size.width)), "height": .number(Double(rect.size.height)),
        ])
    }

    static func json(_ element: ElementSnapshot) -> JSONValue {
        .object([
            "category": .string(element.category.description),
            "kind": element.kind.map(JSONValue.string) ?? .null,
            "section": .number(Double(element.section)),
            "item": .number(Double(element.item)),
            "frame": json(element.frame),
            "center": json(element.center),
            "size": json(element.size),
            "zIndex": .number(Double(element.zIndex)),
            "alpha": .number(Double(element.alpha)),
            "hidden": .bool(element.hidden),
            "transform": .array(SnapshotTransform.numbers(element.transform).map(JSONValue.number)),
        ])
    }
}
