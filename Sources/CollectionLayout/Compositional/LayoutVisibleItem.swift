import Foundation

/// An element of a section that is on screen, as UIKit's `NSCollectionLayoutVisibleItem`: what a
/// section's `visibleItemsInvalidationHandler` may adjust just before the element is displayed
/// (scaling the centred card of a carousel, fading the others).
///
/// Its `frame` and `center` are in the section's own scrolling coordinates: subtracting the
/// handler's offset from them gives the position in the visible area.
public protocol LayoutVisibleItem: AnyObject {
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary view or decoration view.
    var representedElementCategory: CollectionElementCategory { get }
    /// The supplementary or decoration kind; nil for cells.
    var representedElementKind: String? { get }
    /// The element's kind, or "" for a cell.
    var name: String { get }
    /// The element's frame, unscrolled by the section's own offset.
    var frame: CGRect { get }
    /// The element's bounds (origin zero, its size).
    var bounds: CGRect { get }
    /// The element's centre, unscrolled by the section's own offset.
    var center: CGPoint { get set }
    /// Opacity from 0 to 1.
    var alpha: CGFloat { get set }
    /// Stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// A 2D transform about the centre.
    var transform: CGAffineTransform { get set }
    /// A 3D transform about the centre.
    var transform3D: CATransform3D { get set }
}

/// One visible element handed to a visible-items handler: a copy of the element's attributes
/// seen from its section's scroll position (`shift` is what the section scrolled by, added back
/// to positions read and taken off positions written).
final class VisibleSectionItem: LayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    private let shift: CGPoint

    init(_ attributes: CollectionViewLayoutAttributes, shift: CGPoint) {
        self.attributes = attributes
        self.shift = shift
    }

    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: CollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.representedElementKind ?? "" }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
    var bounds: CGRect { attributes.bounds }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y) }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
}
