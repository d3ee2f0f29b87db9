extension WaterfallLayoutSpecification {
    /// The keys of `layout` with `type: waterfall`, the gallery layout with per-item heights, each
    /// described and read by one declaration (`circle` and `coverflow` are declared by their
    /// settings, in `DeclaredLayouts`).
    static let fields = DocumentObject<WaterfallLayoutSpecification>([
        DocumentField(
            "columns", DocumentValues.integer(IntegerRule(minimum: 1, maximum: 100)), \.columns, "Number of columns; 2."
        ),
        DocumentField(
            "spacing", DocumentValues.length, \.spacing, "Space between columns and between items of a column; 10."),
        DocumentField(
            "sectionInset", DocumentValues.insets, \.sectionInset, "Insets around each section's columns; 0."),
        DocumentField(
            "headerHeight", DocumentValues.length, \.headerHeight, "Height of every section header; 0 (none)."),
        DocumentField("itemHeight", DocumentValues.length, \.itemHeight, "Height of items without their own; 100."),
        DocumentField(
            "heights", DocumentValues.list(of: DocumentValues.length, minimumCount: 1), \.heights,
            "Item heights, used in turn (item i takes heights[i % count]); per-item sizes in `sections` win."),
    ])
}
