import Foundation

/// The identity of an element: its category, kind (nil for cells) and index path.
///
/// Elements are matched across layouts, updates and snapshots by this key, as UIKit pairs
/// attributes when it animates.
public struct ElementKey: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: CollectionElementCategory
    /// The supplementary or decoration kind (such as `CollectionElementKind.sectionHeader`); nil for cells.
    public var kind: String?
    /// The element's index path (section and item).
    public var indexPath: IndexPath

    /// Creates the key of an element; `kind` is nil for cells.
    public init(category: CollectionElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The key of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The key of the supplementary view of `kind` at `indexPath`.
    public static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// The key of the decoration view of `kind` at `indexPath`.
    public static func decoration(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .decorationView, kind: kind, indexPath: indexPath)
    }

    /// Orders by category, then kind, then section and item: the order of snapshots.
    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }

    /// "cell 0-3", "header 1-0" (standard kinds shortened), "decoration background 2-0".
    public var description: String { "\(name) \(indexPath.section)-\(indexPath.item)" }

    /// What `description` puts before the index path: "cell", or the kind's display name.
    public var name: String {
        switch category {
        case .cell: "cell"
        case .supplementaryView, .decorationView: ElementKey.displayName(ofKind: kind ?? "")
        }
    }

    /// A short name for a kind: "header" and "footer" for UIKit's standard kinds, else the kind.
    public static func displayName(ofKind kind: String) -> String {
        switch kind {
        case CollectionElementKind.sectionHeader: "header"
        case CollectionElementKind.sectionFooter: "footer"
        case CollectionElementKind.stretchyHeader: "stretchy header"
        case CollectionElementKind.menuBar: "menu bar"
        default: kind
        }
    }
}
