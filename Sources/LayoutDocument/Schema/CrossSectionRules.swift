import LayoutSnapshot

/// Rules that relate one part of a document to another, which the readers check (with messages
/// naming both parts) and the JSON Schema states as conditionals at its root. The validator
/// leaves them to the readers; `SchemaAgreementTests` runs both on the same documents.
extension DocumentSchema {
    /// The root's conditionals, in the order the readers check them.
    static var crossSectionRules: [JSONValue] {
        [
            // `check.ignore` regions apply to still figures only.
            rule(
                if: object(["required": strings(["check"]), "properties": object(["check": required(["ignore"])])]),
                then: object(["not": anyOf(["updates", "transition", "scroll"].map { required([$0]) })])),
            // A batch update, or a transition to the grid, uses one item size: no per-item sizes.
            rule(if: required(["updates"]), then: sections(noItemSizes)),
            rule(
                if: object([
                    "required": strings(["transition"]),
                    "properties": object(["transition": properties(["type": constant("grid")])]),
                ]),
                then: sections(noItemSizes)),
            // Per-item sizes only in flow and waterfall layouts.
            rule(
                if: object(["not": layoutType(in: ["flow", "waterfall"])]),
                then: sections(
                    properties([
                        "items": rule(
                            if: object(["type": .string("array")]),
                            then: object([
                                "minItems": .number(1), "prefixItems": .array([object(["type": .string("string")])]),
                            ]))
                    ]))),
            // A section's items are all sizes or all texts.
            sections(
                properties([
                    "items": anyOf([
                        object(["not": object(["type": .string("array")])]),
                        object(["items": object(["type": .string("object")])]),
                        object(["items": object(["type": .string("string")])]),
                    ])
                ])),
        ] + titleRules + [axisRule]
    }

    /// A flow layout draws no header (footer) when its reference size is 0 along the scroll
    /// axis, so a title for one is refused (not when a `transition` may draw it).
    private static var titleRules: [JSONValue] {
        [("header", "headerReferenceSize"), ("footer", "footerReferenceSize")].flatMap { title, size in
            [(false, "height"), (true, "width")].map { horizontal, dimension in
                let direction: JSONValue =
                    horizontal ? constant("horizontal") : object(["not": constant("horizontal")])
                let layout: [String: JSONValue] = [
                    "type": constant("flow"), "scrollDirection": direction,
                    size: properties([dimension: object(["maximum": .number(0)])]),
                ]
                return rule(
                    if: object([
                        "required": strings(["layout"]),
                        "properties": object([
                            "layout": object([
                                "required": strings(horizontal ? ["type", "scrollDirection"] : ["type"]),
                                "properties": .object(layout),
                            ])
                        ]),
                        "not": required(["transition"]),
                    ]),
                    then: sections(properties([title: .bool(false)])))
            }
        }
    }

    /// `scroll.axis` is the layout's own: x for a horizontal flow or compositional layout or a
    /// declared layout that scrolls horizontally, y otherwise.
    private static var axisRule: JSONValue {
        let horizontalTypes = (DeclaredLayouts.all + LayoutRegistry.shared.all).filter {
            $0.scrollDirection == .horizontal
        }
        .map(\.name)
        var horizontal = ["flow", "compositional"].map { type in
            object([
                "required": strings(["type", "scrollDirection"]),
                "properties": object(["type": constant(type), "scrollDirection": constant("horizontal")]),
            ])
        }
        if !horizontalTypes.isEmpty {
            horizontal.append(properties(["type": object(["enum": strings(horizontalTypes)])]))
        }
        func axis(_ name: String) -> JSONValue { properties(["scroll": properties(["axis": constant(name)])]) }
        return object([
            "if": object(["required": strings(["layout"]), "properties": object(["layout": anyOf(horizontal)])]),
            "then": axis("x"), "else": axis("y"),
        ])
    }

    /// A section that lists per-item sizes (a list without a text; an empty list is one).
    private static let noItemSizes = object([
        "not": object([
            "type": .string("object"), "required": strings(["items"]),
            "properties": object([
                "items": object([
                    "type": .string("array"), "not": object(["contains": object(["type": .string("string")])]),
                ])
            ]),
        ])
    ])

    /// The document's `layout.type` is one of `types`.
    private static func layoutType(in types: [String]) -> JSONValue {
        object([
            "required": strings(["layout"]),
            "properties": object(["layout": properties(["type": object(["enum": strings(types)])])]),
        ])
    }

    /// Every entry of `sections` meets `schema`.
    private static func sections(_ schema: JSONValue) -> JSONValue {
        properties(["sections": object(["items": schema])])
    }

    private static func rule(if condition: JSONValue, then consequence: JSONValue) -> JSONValue {
        object(["if": condition, "then": consequence])
    }

    private static func object(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
    private static func properties(_ members: [String: JSONValue]) -> JSONValue {
        .object(["properties": .object(members)])
    }
    private static func constant(_ value: String) -> JSONValue { .object(["const": .string(value)]) }
    private static func anyOf(_ schemas: [JSONValue]) -> JSONValue { .object(["anyOf": .array(schemas)]) }
    private static func required(_ keys: [String]) -> JSONValue { KeyRule.required(keys) }
    private static func strings(_ keys: [String]) -> JSONValue { KeyRule.strings(keys) }
}
