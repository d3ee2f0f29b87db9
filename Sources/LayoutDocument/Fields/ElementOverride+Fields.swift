import Foundation

extension ElementOverride {
    /// The keys of one entry of `overrides`, each described and read by one declaration.
    static let fields = DocumentObject<ElementOverride>([
        DocumentField(
            "transform", DocumentValues.list(of: TransformOperation.value).map(TransformOperation.combined),
            \.transform,
            "Operations, outermost first (like CSS `transform` and successive CATransform3DRotate calls)."),
        DocumentField("alpha", DocumentValues.unitInterval.map { CGFloat($0) }, \.alpha, "Opacity from 0 to 1."),
        DocumentField("zIndex", DocumentValues.integer(), \.zIndex, "Drawing order; larger draws on top."),
        DocumentField("hidden", DocumentValues.boolean, \.isHidden, "Hidden elements are not drawn."),
        DocumentField("fill", DocumentValues.colour, \.appearance.fill, "Fill colour, instead of the theme's."),
        DocumentField("stroke", DocumentValues.colour, \.appearance.stroke, "Outline colour, instead of the theme's."),
        DocumentField("text", DocumentValues.colour, \.appearance.textColor, "Label colour, instead of the theme's."),
        DocumentField(
            "cornerRadius", DocumentValues.length, \.appearance.cornerRadius,
            "Corner radius in points, instead of the theme's."),
        DocumentField("label", DocumentValues.text, \.label, "Label text, instead of the template's; empty for none."),
        DocumentField(
            "legend", DocumentValues.text, \.appearance.legendName,
            "A legend entry of its own for these elements (with `legend: true`), e.g. `selected`."),
    ])
}

extension TransformOperation {
    /// One operation of a `transform` list: a mapping with exactly one of its keys.
    static let value: DocumentValue<TransformOperation> = {
        let degrees = DocumentValues.number()
        let factors = DocumentObject<Vector>([
            DocumentField("x", degrees, \.x, "Horizontal factor; 1 when omitted."),
            DocumentField("y", degrees, \.y, "Vertical factor; 1 when omitted."),
            DocumentField("z", degrees, \.z, "Depth factor; 1 when omitted."),
        ]).value(startingFrom: Vector(x: 1, y: 1, z: 1))
        let offsets = DocumentObject<Vector>([
            DocumentField("x", degrees, \.x, "Points right; 0 when omitted."),
            DocumentField("y", degrees, \.y, "Points down; 0 when omitted."),
            DocumentField("z", degrees, \.z, "Points towards the viewer; 0 when omitted."),
        ]).value(startingFrom: Vector(x: 0, y: 0, z: 0))
        let scale = DocumentValue<Vector>(.choice([degrees.shape, factors.shape])) { node in
            node.number.map { Vector(x: $0, y: $0, z: 1) } ?? factors.value(of: node)
        }
        return DocumentObject<TransformOperation?>(
            [
                DocumentField(
                    "rotate", degrees, "Rotation about the z axis in degrees (clockwise on screen).",
                    set: { $0 = .rotate(degrees: $1) }),
                DocumentField(
                    "rotateX", degrees, "Rotation about the x axis in degrees.", set: { $0 = .rotateX(degrees: $1) }),
                DocumentField(
                    "rotateY", degrees, "Rotation about the y axis in degrees.", set: { $0 = .rotateY(degrees: $1) }),
                DocumentField(
                    "scale", scale, "Scale factor for both axes, or per axis.",
                    set: { $0 = .scale(x: $1.x, y: $1.y, z: $1.z) }),
                DocumentField(
                    "translate", offsets, "Translation in points.", set: { $0 = .translate(x: $1.x, y: $1.y, z: $1.z) }
                ),
                DocumentField(
                    "perspective", DocumentValues.number(NumberRule(minimum: 1)),
                    "Eye distance in points: sets m34 = -1/distance.", set: { $0 = .perspective(distance: $1) }),
            ], exactlyOneKey: true
        ).value(startingFrom: nil).map { $0 }
    }()

    /// Three numbers along x, y and z.
    private struct Vector: Sendable {
        var x, y, z: Double
    }
}
