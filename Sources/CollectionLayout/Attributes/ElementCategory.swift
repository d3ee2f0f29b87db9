/// What kind of view an element is, as UIKit's `UICollectionView.ElementCategory`.
public enum CollectionElementCategory: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A cell: one per data item.
    case cell
    /// A supplementary view: data-driven extras such as section headers and footers.
    case supplementaryView
    /// A decoration view: purely visual, owned by the layout.
    case decorationView

    /// The lower-case name used in snapshots, SVG classes and reports.
    public var description: String { name.description }

    /// `description` as a literal, for writers that print it for every element.
    public var name: StaticString {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }
}

/// The standard supplementary kinds, as UIKit's `UICollectionView.elementKindSectionHeader`/`Footer`.
public enum CollectionElementKind {
    /// The kind of a section header.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
