import CollectionLayout
import Foundation
import LayoutStyle

/// One layout element ready to draw: geometry from its attributes, its resolved style and label.
///
/// Geometry follows UIKit: the untransformed bounds `(−w/2, −h/2, w, h)` in *local* coordinates
/// (origin at the element's centre, x right, y down) are mapped by `transform3D` about the
/// centre and then moved to `center`. `geometry` turns this into what a backend draws.
///
/// Drawing contract (both backends), for `geometry`:
/// - `.affine(m)`: set the current transform to `m` (local → scene); draw the outline of
///   `ElementOutline(style:size:)` (fill, then stroke); draw `label` at `TextLayout.labelPosition`.
///   Text is therefore rotated and scaled with the element.
/// - `.quadrilateral(q)` (a perspective transform): fill and stroke the polygon
///   `projectedOutline` (the outline's rounded rectangle, stroke inset, projected), or `q` when
///   that is nil; draw `label` untransformed, centred at `labelAnchor`.
/// - `.invisible`: draw nothing.
/// The element is composited as one group with opacity `alpha` (so a label inside a translucent
/// cell does not double-blend); the group is clipped to `boundingBox`.
public struct SceneElement: Hashable, Sendable {
    /// The element's identity (category, kind, index path).
    public var key: ElementKey
    /// Untransformed size.
    public var size: CGSize
    /// Centre in the coordinates of the scene that holds the element.
    public var center: CGPoint
    /// Transform about the centre (UIKit's `transform3D`; the affine case has m13…m34 = 0, m33 = m44 = 1).
    public var transform3D: CATransform3D {
        get { storedTransform.value }
        set { storedTransform = CompactTransform3D(newValue) }
    }
    private var storedTransform: CompactTransform3D
    /// Opacity of the whole element (0…1), applied to the group.
    public var alpha: CGFloat
    /// The element's zIndex (already used for ordering; kept for output and diffs).
    public var zIndex: Int
    /// The resolved look (highlighting already applied by `SceneBuilder`).
    public var style: ElementStyle
    /// The label text (template already rendered); nil or empty: no label.
    public var label: String?
    /// Shift of the element's content (its label) inside the frame, in local points: the parallax
    /// effect of the stretchy layout. When non-zero, the content is clipped to `ElementOutline.rect`.
    public var contentOffset: CGPoint
    /// Whether the element is in the viewport's rect-query result in a figure that shows it.
    public var isHighlighted: Bool
    /// The rectangle the element is seen through, in the same coordinates as `center` (an
    /// orthogonal section's band); nil when nothing clips it.
    public var clip: CGRect?
    /// The centre in content coordinates, as the layout reported it (for hover texts and
    /// reports; `center` may be moved into a region's coordinates). Not used for drawing.
    public var contentCenter: CGPoint
    /// The legend entry the element is counted under when its look is its own (a role in an
    /// animation, a document's named override); nil: its category's.
    public var legendName: String?
    /// The app's own view for the element (its registered cell class, `ViewSceneNodes`), drawn
    /// instead of the box and label: nodes in coordinates whose origin is `center`, so the view
    /// moves with the element. Its alphas and placement are the view's own (`apply(_:)` gave it
    /// the attributes'), so `alpha` and `transform3D` do not apply again.
    public var viewContent: [SceneNode]?

    /// Creates a scene element.
    public init(
        key: ElementKey, size: CGSize, center: CGPoint, transform3D: CATransform3D = CATransform3DIdentity,
        alpha: CGFloat = 1, zIndex: Int = 0, style: ElementStyle, label: String? = nil,
        contentOffset: CGPoint = .zero, isHighlighted: Bool = false, contentCenter: CGPoint? = nil,
        clip: CGRect? = nil
    ) {
        self.init(
            key: key, size: size, center: center, transform: CompactTransform3D(transform3D), alpha: alpha,
            zIndex: zIndex, style: style, label: label, contentOffset: contentOffset, isHighlighted: isHighlighted,
            clip: clip)
        if let contentCenter { self.contentCenter = contentCenter }
    }

    /// Creates a scene element whose transform is already compact (no 128-byte round trip).
    /// Every property is set here, once: a delegating initialiser copied the whole element
    /// (this runs for every element of a figure).
    init(
        key: ElementKey, size: CGSize, center: CGPoint, transform: CompactTransform3D, alpha: CGFloat, zIndex: Int,
        style: ElementStyle, label: String?, contentOffset: CGPoint, isHighlighted: Bool, clip: CGRect?
    ) {
        self.key = key
        self.size = size
        self.center = center
        self.storedTransform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.style = style
        self.label = label
        self.contentOffset = contentOffset
        self.isHighlighted = isHighlighted
        self.contentCenter = center
        self.clip = clip
    }

    /// How to draw the element (see the type's drawing contract).
    public var geometry: ElementGeometry { ElementGeometry(size: size, center: center, transform: storedTransform) }

    /// Whether `transform3D` is the identity.
    var hasIdentityTransform: Bool { storedTransform.isIdentity }

    /// The axis-aligned box the element covers in scene coordinates (`.null` when invisible):
    /// the clip rectangle of its group.
    public var boundingBox: CGRect { geometry.boundingBox(size: size) }

    /// Where a perspective element's label is centred: `TextLayout.labelCenter(for:)` projected
    /// through the transform, in scene coordinates (nil when behind the eye).
    public var labelAnchor: CGPoint? {
        transform3D.project(TextLayout.labelCenter(for: self)).map { CGPoint(x: $0.x + center.x, y: $0.y + center.y) }
    }

    /// The box the label's text covers, in the coordinates of `center`, grown by `margin`; nil
    /// when there is no label or nothing is drawn. A transformed label's box is the bounding box
    /// of its transformed rectangle. Annotations (ghosts, arrows, callouts) keep out of it.
    public func labelBox(margin: CGFloat = 2) -> CGRect? {
        guard let label = visibleLabel else { return nil }
        let width = TextLayout.estimatedWidth(of: label, fontSize: style.fontSize) + 2 * margin
        let height = style.fontSize * TextLayout.lineHeightRatio + 2 * margin
        switch geometry {
        case .affine(let m):
            let center = TextLayout.labelCenter(for: self)
            let corners = [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
                CGPoint(x: center.x + CGFloat(sx) * width / 2, y: center.y + CGFloat(sy) * height / 2).applying(m)
            }
            return ElementGeometry.boundingBox(of: corners)
        case .quadrilateral:
            guard let anchor = labelAnchor else { return nil }
            return CGRect(x: anchor.x - width / 2, y: anchor.y - height / 2, width: width, height: height)
        case .invisible:
            return nil
        }
    }

    /// The outline a perspective element is filled and stroked along, in scene coordinates:
    /// `ElementOutline`'s polygon (rounded corners, stroke inset) projected through the
    /// transform; nil when a point is behind the eye.
    public var projectedOutline: [CGPoint]? {
        var points: [CGPoint] = []
        for local in ElementOutline(style: style, size: size).polygon() {
            guard let projected = transform3D.project(local) else { return nil }
            points.append(CGPoint(x: projected.x + center.x, y: projected.y + center.y))
        }
        return points
    }

    /// The label to draw, or nil when there is none.
    public var visibleLabel: String? {
        guard let label, !label.isEmpty, style.fontSize > 0 else { return nil }
        return label
    }
}

/// What a backend draws for a `SceneElement`.
public enum ElementGeometry: Hashable, Sendable {
    /// Draw in local coordinates (origin at the element's centre) through this local → scene map.
    case affine(CGAffineTransform)
    /// A perspective transform: the projected corners (top-left, top-right, bottom-right,
    /// bottom-left) in scene coordinates.
    case quadrilateral([CGPoint])
    /// Nothing to draw: empty or non-finite size, a singular transform, or a corner behind the eye.
    case invisible

    /// How an element of `size` centred at `center` is drawn under `transform` (about its
    /// centre): the contract of `SceneElement`. Depends on the geometry alone, so a figure can
    /// find what its elements cover before their styles are resolved.
    public init(size: CGSize, center: CGPoint, transform t: CATransform3D) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            center.x.isFinite, center.y.isFinite
        else {
            self = .invisible
            return
        }
        if CATransform3DIsAffine(t) {
            let m = CGAffineTransform(
                a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41 + center.x, ty: t.m42 + center.y)
            let determinant = m.a * m.d - m.b * m.c
            let isFinite =
                m.a.isFinite && m.b.isFinite && m.c.isFinite && m.d.isFinite && m.tx.isFinite && m.ty.isFinite
            self = isFinite && abs(determinant) > 1e-9 ? .affine(m) : .invisible
            return
        }
        guard let corners = Self.projectedCorners(size: size, center: center, transform: t),
            Self.polygonArea(corners) > 1e-9
        else {
            self = .invisible
            return
        }
        self = .quadrilateral(corners)
    }

    /// `init(size:center:transform:)` of a transform as it is kept: the identity, most
    /// elements' transform, is answered without the 4×4 matrix.
    init(size: CGSize, center: CGPoint, transform: CompactTransform3D) {
        guard transform.isIdentity else {
            self.init(size: size, center: center, transform: transform.value)
            return
        }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            center.x.isFinite, center.y.isFinite
        else {
            self = .invisible
            return
        }
        // What the general case gives for the identity (`0 + x`: the same sign of zero).
        self = .affine(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0 + center.x, ty: 0 + center.y))
    }

    /// The axis-aligned box an element of `size` drawn this way covers (`.null` when invisible).
    public func boundingBox(size: CGSize) -> CGRect {
        switch self {
        case .affine(let m):
            let w = size.width / 2
            let h = size.height / 2
            // The four corners, without an array: this runs for every element of a figure.
            return Self.boundingBox(
                CGPoint(x: -w, y: -h).applying(m), CGPoint(x: w, y: -h).applying(m), CGPoint(x: w, y: h).applying(m),
                CGPoint(x: -w, y: h).applying(m))
        case .quadrilateral(let corners): return Self.boundingBox(of: corners)
        case .invisible: return .null
        }
    }

    /// The corners of the untransformed bounds projected through `transform` and moved to
    /// `center`; nil when one is behind the eye.
    private static func projectedCorners(size: CGSize, center: CGPoint, transform: CATransform3D) -> [CGPoint]? {
        let w = size.width / 2
        let h = size.height / 2
        var corners: [CGPoint] = []
        for local in [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)] {
            guard let projected = transform.project(local) else { return nil }
            corners.append(CGPoint(x: projected.x + center.x, y: projected.y + center.y))
        }
        return corners
    }

    /// The axis-aligned box around four corners, as `boundingBox(of:)` finds it.
    static func boundingBox(_ first: CGPoint, _ second: CGPoint, _ third: CGPoint, _ fourth: CGPoint) -> CGRect {
        let minX = min(min(min(first.x, second.x), third.x), fourth.x)
        let maxX = max(max(max(first.x, second.x), third.x), fourth.x)
        let minY = min(min(min(first.y, second.y), third.y), fourth.y)
        let maxY = max(max(max(first.y, second.y), third.y), fourth.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The axis-aligned box around `points`; `.null` when there are none.
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The unsigned area of a simple polygon (shoelace formula).
    static func polygonArea(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for index in points.indices {
            let a = points[index]
            let b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
