import CollectionLayout
import Foundation

/// Built-in layout types declared the way an app registers its own (`RegisteredLayout`): each
/// setting is one declaration that both describes its document key (the JSON Schema, the
/// validator's messages) and reads its value, so a layout type added here needs its class, one
/// entry in `all` and a fixture, and nothing in the reader, the model or the schema.
enum DeclaredLayouts {
    /// The built-in declared layouts, in the schema's order.
    static let all = [circle, coverflow]

    /// Apple's circle layout sample (`CollectionViewCircleLayout`): items on a circle.
    static let circle = RegisteredLayout(
        "circle", summary: "Apple's circle layout sample: items evenly spaced on a circle.",
        settings: [
            LayoutSetting(
                "itemSize", .size(default: CGSize(width: 70, height: 70)), "Size of every item; 70×70 (Apple's sample)."
            )
        ]
    ) { settings in
        let layout = CollectionViewCircleLayout()
        layout.itemSize = settings.size("itemSize")
        return layout
    }

    /// The cover-flow carousel (`CollectionViewCoverFlowLayout`): a horizontal row whose items
    /// turn, shrink and fade with their distance from the centre.
    static let coverflow = RegisteredLayout(
        "coverflow", summary: "A cover-flow carousel: items turn, shrink and fade away from the centre.",
        scrollDirection: .horizontal,
        settings: [
            LayoutSetting("itemSize", .size(default: CGSize(width: 200, height: 200)), "Size of every item; 200×200."),
            LayoutSetting("minimumLineSpacing", .number(default: 10, minimum: 0), "Space between items; 10."),
            LayoutSetting(
                "maximumAngle", .number(default: 45, minimum: 0, maximum: 90),
                "Turn in degrees of an item one item away from the centre; 45."),
            LayoutSetting(
                "scaleFalloff", .number(default: 0.2, minimum: 0, maximum: 1), "How much smaller that item is; 0.2."),
            LayoutSetting(
                "alphaFalloff", .number(default: 0.4, minimum: 0, maximum: 1), "How much more transparent it is; 0.4."),
            LayoutSetting("eyeDistance", .number(default: 500, minimum: 1), "Perspective distance in points; 500."),
        ]
    ) { settings in
        let layout = CollectionViewCoverFlowLayout()
        layout.itemSize = settings.size("itemSize")
        layout.minimumLineSpacing = settings.number("minimumLineSpacing")
        layout.maximumAngle = settings.number("maximumAngle") * .pi / 180
        layout.scaleFalloff = settings.number("scaleFalloff")
        layout.alphaFalloff = settings.number("alphaFalloff")
        layout.eyeDistance = settings.number("eyeDistance")
        return layout
    }
}
