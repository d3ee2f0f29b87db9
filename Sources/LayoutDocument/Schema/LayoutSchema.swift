import CollectionLayout

/// The `layout` part of the document schema: one shape per layout `type`.
extension DocumentSchema {
    /// Line alignment names of the flow layout.
    public static let lineAlignments = FlowLayoutSpecification.LineAlignment.allCases.map(\.rawValue)

    /// Snap behaviour names of `snap` on a flow layout (`ScrollSnapBehavior`).
    public static let snapBehaviors = ScrollSnapBehavior.allCases.map(\.rawValue)
}

extension DocumentValues {
    /// A layout: its `type` picks the keys it has: one branch per built-in type, then one per
    /// declared layout (its settings), the built-in declared ones and then the registered ones
    /// (computed: apps register layouts at start).
    static var layout: DocumentValue<LayoutSpecification> {
        let builtIn = [
            layoutType("flow", FlowLayoutSpecification.fields, FlowLayoutSpecification(), LayoutSpecification.flow),
            layoutType("grid", GridLayoutSpecification.fields, GridLayoutSpecification(), LayoutSpecification.grid),
            layoutType(
                "stretchy", StretchyLayoutSettings.fields, StretchyLayoutSettings(), LayoutSpecification.stretchy),
            layoutType(
                "compositional", CompositionalLayoutSpecification.fields, CompositionalLayoutSpecification(),
                LayoutSpecification.compositional),
            layoutType(
                "waterfall", WaterfallLayoutSpecification.fields, WaterfallLayoutSpecification(),
                LayoutSpecification.waterfall),
        ]
        let declared = (DeclaredLayouts.all + LayoutRegistry.shared.all).map { layout in
            layoutType(layout.name, layout.settingFields, [:]) {
                .registered(name: layout.name, settings: LayoutSettings(values: $0, declared: layout.settings))
            }
        }
        let types = builtIn + declared
        let shape = TaggedShape(discriminator: "type", cases: types.map { (tag: $0.tag, shape: $0.shape) })
        return DocumentValue(
            .tagged(shape),
            checkingRead: { node, diagnostics in
                let tag = node[shape.discriminator]?.string ?? "flow"
                let type = types.first { $0.tag == tag } ?? types[0]
                return type.read(node, &diagnostics)
            })
    }

    /// A layout `type` whose keys are `fields`, read into `initial` and made a layout by `wrap`.
    private static func layoutType<Model: Sendable>(
        _ tag: String, _ fields: DocumentObject<Model>, _ initial: Model,
        _ wrap: @escaping @Sendable (Model) -> LayoutSpecification
    ) -> (tag: String, shape: ObjectShape, read: @Sendable (SpecValue, inout [Diagnostic]) -> LayoutSpecification) {
        (
            tag, fields.shape,
            { node, diagnostics in
                var model = initial
                fields.read(node, into: &model, diagnostics: &diagnostics)
                return wrap(model)
            }
        )
    }
}

extension RegisteredLayout {
    /// The layout's settings as document keys.
    var settingFields: DocumentObject<[String: LayoutSettings.Value]> {
        DocumentObject(
            settings.map { setting in
                DocumentField(setting.name, setting.value, setting.summary, set: { $0[setting.name] = $1 })
            })
    }
}
