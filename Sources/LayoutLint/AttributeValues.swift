import CollectionLayout
import Foundation

/// The values of an attributes object that UIKit compares, captured at one moment: attributes
/// are objects, so a layout can change them after returning them.
struct AttributeValues {
    var key: ElementKey
    var center: CGPoint
    var size: CGSize
    var transform: CATransform3D
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    /// The band an element of an orthogonally scrolling compositional section is seen through
    /// (`CompositionalLayoutAttributes.orthogonalClip`); nil for other elements.
    var orthogonalClip: CGRect?

    /// Unitless values (alpha, transform entries) within this count as equal; geometry uses
    /// `LayoutTolerance.geometry`.
    static let ratioTolerance: CGFloat = 1e-6

    init(_ attributes: CollectionViewLayoutAttributes) {
        key = attributes.elementKey
        center = attributes.center
        size = attributes.size
        transform = attributes.transform3D
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        orthogonalClip = (attributes as? CompositionalLayoutAttributes)?.orthogonalClip
    }

    /// The untransformed frame: where the layout put the element. A transform is drawn about the
    /// centre and layouts choose the elements of a rect before transforming them (a flow
    /// subclass transforms what `super` returned), so the rules place elements by this frame.
    var layoutFrame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether the centre and size are finite and the size is not negative.
    var hasValidFrame: Bool {
        geometry.allSatisfy(\.isFinite) && size.width >= 0 && size.height >= 0
    }

    /// The properties that differ from `other`, as this element's and `other`'s descriptions
    /// ("frame (0, 0, 10, 10), alpha 1" and "frame (0, 5, 10, 10), alpha 0.5"); nil when they
    /// agree within the tolerances.
    func mismatch(with other: AttributeValues) -> (mine: String, theirs: String)? {
        var mine: [String] = []
        var theirs: [String] = []
        func note(_ differs: Bool, _ describe: (AttributeValues) -> String) {
            guard differs else { return }
            mine.append(describe(self))
            theirs.append(describe(other))
        }
        note(key != other.key) { $0.key.description }
        note(!Self.isClose(geometry, other.geometry)) { "frame \(LintFormat.rect($0.layoutFrame))" }
        note(!Self.isClose(transform, other.transform)) { "transform \(LintFormat.transform($0.transform))" }
        note(!Self.isClose(alpha, other.alpha, tolerance: Self.ratioTolerance)) {
            "alpha \(LintFormat.number($0.alpha))"
        }
        note(zIndex != other.zIndex) { "zIndex \($0.zIndex)" }
        note(isHidden != other.isHidden) { $0.isHidden ? "hidden" : "not hidden" }
        guard !mine.isEmpty else { return nil }
        return (mine.joined(separator: ", "), theirs.joined(separator: ", "))
    }

    /// The values UIKit shows, for a report: frame, and whatever is not the default.
    var summary: String {
        var parts = ["frame \(LintFormat.rect(layoutFrame))"]
        if transform != CATransform3DIdentity { parts.append("transform \(LintFormat.transform(transform))") }
        if alpha != 1 { parts.append("alpha \(LintFormat.number(alpha))") }
        if zIndex != 0 { parts.append("zIndex \(zIndex)") }
        if isHidden { parts.append("hidden") }
        return parts.joined(separator: ", ")
    }

    /// `LayoutTolerance.isClose`, with two NaNs counting as the same value (a value that was
    /// NaN and still is has not changed).
    private static func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = LayoutTolerance.geometry) -> Bool {
        LayoutTolerance.isClose(a, b, tolerance: tolerance) || (a.isNaN && b.isNaN) || a == b
    }

    /// The centre and size as given (a frame's `minX` and `width` would hide a negative size).
    private var geometry: [CGFloat] { [center.x, center.y, size.width, size.height] }

    private static func isClose(
        _ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = LayoutTolerance.geometry
    ) -> Bool {
        zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
    }

    private static func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        isClose(LintFormat.entries(a), LintFormat.entries(b), tolerance: ratioTolerance)
    }
}
