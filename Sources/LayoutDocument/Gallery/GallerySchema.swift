/// `type: waterfall`, the gallery layout with per-item heights (`circle` and `coverflow` are
/// declared by their settings, in `DeclaredLayouts`).
extension DocumentSchema {
    static let waterfallLayout = ObjectShape([
        SchemaProperty("columns", .integer(IntegerRule(minimum: 1, maximum: 100)), "Number of columns; 2."),
        SchemaProperty("spacing", length, "Space between columns and between items of a column; 10."),
        SchemaProperty("sectionInset", insets, "Insets around each section's columns; 0."),
        SchemaProperty("headerHeight", length, "Height of every section header; 0 (none)."),
        SchemaProperty("itemHeight", length, "Height of items without their own; 100."),
        SchemaProperty(
            "heights", .array(ArrayShape(of: length, minimumCount: 1)),
            "Item heights, used in turn (item i takes heights[i % count]); per-item sizes in `sections` win."),
    ])
}
