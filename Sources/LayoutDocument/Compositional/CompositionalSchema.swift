/// `type: compositional`: sections built from items and (nested) groups, as
/// `UICollectionViewCompositionalLayout`.
extension DocumentSchema {
    /// Orthogonal scrolling behaviour names (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    public static let orthogonalBehaviors = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]

    /// Content insets reference names (`UIContentInsetsReference`).
    public static let contentInsetsReferences = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]

    /// List appearance names (`UICollectionLayoutListConfiguration.Appearance`).
    public static let listAppearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]

    /// How deep elements nest: a section's group, a group in it, items in that (Apple's
    /// "nested groups" sample).
    static let maximumGroupDepth = 3
}
