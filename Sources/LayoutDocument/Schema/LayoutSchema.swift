/// The `layout` part of the document schema: one shape per layout `type`.
extension DocumentSchema {
    /// Line alignment names of the flow layout.
    public static let lineAlignments = FlowLayoutSpecification.LineAlignment.allCases.map(\.rawValue)

    static let flowLayout = FlowLayoutSpecification.fields.shape

    static let gridLayout = GridLayoutSpecification.fields.shape

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
