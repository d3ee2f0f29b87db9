/// The `layout` part of the document schema: one shape per layout `type`.
extension DocumentSchema {
    /// Line alignment names of the flow layout.
    public static let lineAlignments = ["justified", "left", "center", "right"]

    static let flowLayout = ObjectShape([
        SchemaProperty(
            "scrollDirection", .string(StringRule(allowed: ["vertical", "horizontal"])),
            "Scrolling axis; vertical when omitted."),
        SchemaProperty("itemSize", size, "Size of every item without per-item sizes; 50×50 when omitted."),
        SchemaProperty("minimumLineSpacing", length, "Spacing between lines (rows, or columns when horizontal); 10."),
        SchemaProperty("minimumInteritemSpacing", length, "Minimum spacing between items in a line; 10."),
        SchemaProperty("sectionInset", insets, "Insets around each section's items; 0."),
        SchemaProperty(
            "sectionInsetReference",
            .string(StringRule(allowed: ["fromContentInset", "fromSafeArea", "fromLayoutMargins"])),
            "What sectionInset is measured from; fromContentInset when omitted (UIKit)."),
        SchemaProperty(
            "headerReferenceSize", size, "Header size (height counts when vertical, width when horizontal)."),
        SchemaProperty(
            "footerReferenceSize", size, "Footer size (height counts when vertical, width when horizontal)."),
        SchemaProperty("sectionHeadersPinToVisibleBounds", .boolean, "Headers stick to the top while scrolling."),
        SchemaProperty("sectionFootersPinToVisibleBounds", .boolean, "Footers stick to the bottom while scrolling."),
        SchemaProperty(
            "lineAlignment", .string(StringRule(allowed: lineAlignments)),
            "Distribution of items in lines followed by another line; justified when omitted (UIKit)."),
        SchemaProperty(
            "lastLineAlignment", .string(StringRule(allowed: lineAlignments)),
            "Distribution of items in each section's last line; left when omitted (UIKit)."),
        snap,
    ])

    static let gridLayout = ObjectShape([
        SchemaProperty("itemSize", size, "Size of every item; 50×50 when omitted."),
        SchemaProperty("interitemSpacing", length, "Spacing between items of a row, and before the first; 10."),
        SchemaProperty("lineSpacing", length, "Spacing between rows, and above the first; 10."),
    ])

    /// One branch per built-in `type`, then one per declared layout (its settings): the built-in
    /// declared ones, then the registered ones.
    static var layout: SchemaShape {
        let registered = (DeclaredLayouts.all + LayoutRegistry.shared.all).map { layout in
            (
                tag: layout.name,
                shape: ObjectShape(layout.settings.map { SchemaProperty($0.name, $0.shape, $0.summary) })
            )
        }
        return .tagged(
            TaggedShape(
                discriminator: "type",
                cases: [
                    (tag: "flow", shape: flowLayout), (tag: "grid", shape: gridLayout),
                    (tag: "stretchy", shape: stretchyLayout), (tag: "compositional", shape: compositionalLayout),
                    (tag: "waterfall", shape: waterfallLayout),
                ] + registered))
    }
}
