/// `type: waterfall`, `type: circle` and `type: coverflow`: the gallery layouts.
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

    static let circleLayout = ObjectShape([
        SchemaProperty("itemSize", size, "Size of every item; 70×70 (Apple's sample).")
    ])

    static let coverflowLayout = ObjectShape([
        SchemaProperty("itemSize", size, "Size of every item; 200×200."),
        SchemaProperty("minimumLineSpacing", length, "Space between items; 10."),
        SchemaProperty(
            "maximumAngle", .number(NumberRule(minimum: 0, maximum: 90)),
            "Turn in degrees of an item one item away from the centre; 45."),
        SchemaProperty(
            "scaleFalloff", .number(NumberRule(minimum: 0, maximum: 1)), "How much smaller that item is; 0.2."),
        SchemaProperty(
            "alphaFalloff", .number(NumberRule(minimum: 0, maximum: 1)), "How much more transparent it is; 0.4."),
        SchemaProperty("eyeDistance", .number(NumberRule(minimum: 1)), "Perspective distance in points; 500."),
    ])
}
