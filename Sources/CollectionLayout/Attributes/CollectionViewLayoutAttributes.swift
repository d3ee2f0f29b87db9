import Foundation

/// The layout-related state of one element, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// An `NSObject` that conforms to `NSCopying`, so a layout ported from UIKit subclasses it the
/// same way: add stored properties, override `copy(with:)` and `isEqual(_:)` (calling `super`),
/// and inherit the three factory initialisers. The collection view copies attributes it keeps
/// and skips re-applying ones that compare equal.
///
/// Coupling follows UIKit: `frame` is derived from `center`, `size` and the transform; `bounds`
/// always has a zero origin; `transform` and `transform3D` are two views of one transform.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    // Every stored property is read for every element of every query and every output (a
    // frame is its centre and size, a snapshot or a drawing reads all of them) and written when
    // a layout makes or copies attributes: they skip Swift's run-time exclusivity check, which
    // cost more than reading them (as in UIKit, whose Objective-C properties have none; for a
    // million cells written as JSON the checks were a tenth of the CPU). The compiler's static
    // check still applies; an overlapping access at run time is the caller's error, as it is
    // for any object shared between threads.

    /// The element's centre in content coordinates.
    @exclusivity(unchecked) open var center: CGPoint = .zero
    /// The element's untransformed size.
    @exclusivity(unchecked) open var size: CGSize = .zero
    /// The element's transform, applied about its centre.
    open var transform3D: CATransform3D {
        get { storedTransform.value }
        set { storedTransform = CompactTransform3D(newValue) }
    }
    @exclusivity(unchecked) private var storedTransform = CompactTransform3D(CATransform3DIdentity)

    /// `transform3D` as it is kept, without the 128-byte copy and comparison with the identity
    /// that wrapping it again costs (a figure reads it for every element). Where it may not be
    /// the one kept (`keepsItsTransform`), it is read through `transform3D`.
    package final var compactTransform3D: CompactTransform3D {
        keepsItsTransform ? storedTransform : CompactTransform3D(transform3D)
    }

    /// Whether `transform3D` is the identity, answered without the 128-byte comparison where the
    /// transform is the one kept (`keepsItsTransform`; `frame` asks it of every element).
    private final var hasIdentityTransform: Bool {
        keepsItsTransform ? storedTransform.isIdentity : CATransform3DIsIdentity(transform3D)
    }

    /// Whether `frame` is the centre and size alone: attributes whose transform is the one kept
    /// (`keepsItsTransform`, so no subclass of theirs reports a frame of its own) and the
    /// identity. A frame set on them reads back within a rounding of where it was put.
    package final var hasPlainFrame: Bool { keepsItsTransform && hasIdentityTransform }

    /// Whether `transform3D` is the one kept: attributes of this class itself or of the built-in
    /// subclass that does not override it (`CompositionalLayoutAttributes`), not of a subclass
    /// that may (a ported layout's own, or a subclass of those two).
    private final var keepsItsTransform: Bool {
        let type = type(of: self)
        return type == CollectionViewLayoutAttributes.self || type == CompositionalLayoutAttributes.self
    }
    /// Opacity from 0 (transparent) to 1 (opaque).
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Drawing order: larger values draw on top; ties keep the layout's order.
    @exclusivity(unchecked) open var zIndex: Int = 0
    /// Hidden elements are not drawn.
    @exclusivity(unchecked) open var isHidden: Bool = false
    /// The element's index path.
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    @exclusivity(unchecked) public private(set) var representedElementCategory: CollectionElementCategory = .cell
    /// The supplementary or decoration kind; nil for cells.
    @exclusivity(unchecked) public private(set) var representedElementKind: String?

    /// Creates attributes for a cell at index path (0, 0); prefer the factory initialisers.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The element's rectangle in content coordinates.
    ///
    /// With a non-identity transform, reading returns the bounding box of the transformed bounds
    /// (projected, for a 3D transform). Setting moves the centre and sets the size.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2,
                width: size.width, height: size.height)
            guard !hasIdentityTransform else { return untransformed }
            return transformedBoundingBox() ?? untransformed
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// The element's own coordinate space: origin always zero; setting changes only `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The transform's affine part; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The four corners of the bounds after the transform about the centre, in content
    /// coordinates: top-left, top-right, bottom-right, bottom-left. Nil when a corner falls
    /// behind the eye of a perspective transform.
    public func transformedCorners() -> [CGPoint]? {
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        let local = [
            CGPoint(x: -halfWidth, y: -halfHeight), CGPoint(x: halfWidth, y: -halfHeight),
            CGPoint(x: halfWidth, y: halfHeight), CGPoint(x: -halfWidth, y: halfHeight),
        ]
        var corners: [CGPoint] = []
        for point in local {
            guard let projected = transform3D.project(point) else { return nil }
            corners.append(CGPoint(x: projected.x + center.x, y: projected.y + center.y))
        }
        return corners
    }

    private func transformedBoundingBox() -> CGRect? {
        transformedCorners().map(CGRect.boundingBox(of:))
    }

    /// Whether the element shows nothing: hidden, or fully transparent.
    public var isEffectivelyHidden: Bool { isHidden || alpha <= 0 }

    /// A copy of the same class; subclasses override and copy their own properties too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.storedTransform = storedTransform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// UIKit's equality: same class, index path, category, kind, effective hidden state, centre
    /// and size (within `LayoutTolerance.geometry`), transform, zIndex and alpha.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self)
        else { return false }
        return indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && isEffectivelyHidden == other.isEffectivelyHidden
            && LayoutTolerance.isClose(center, other.center)
            && LayoutTolerance.isClose(size, other.size)
            && transform3D == other.transform3D
            && zIndex == other.zIndex
            && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath.section)-\(indexPath.item)"
            + " frame=\(frame) zIndex=\(zIndex) alpha=\(alpha)\(isHidden ? " hidden" : "")>"
    }
}

extension CollectionViewLayoutAttributes {
    /// The identity of the element these attributes describe (category, kind, index path).
    public var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    /// A typed copy (`copy()` returns `Any`, as in UIKit).
    public func copied() -> Self {
        // `copy(with:)` of a well-formed subclass returns an instance of the same class.
        copy(with: nil) as? Self ?? self
    }
}
