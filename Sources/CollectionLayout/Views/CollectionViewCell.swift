import Foundation

/// A headless supplementary or cell view, as UIKit's `UICollectionReusableView`: the collection
/// view applies each element's layout attributes to it.
open class CollectionReusableView: View {
    /// The attributes last applied (`apply(_:)`).
    open private(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

    /// Applies `layoutAttributes` as UIKit does: centre, bounds size, alpha, hidden, the 3D
    /// transform and the zIndex as the layer's zPosition.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        appliedLayoutAttributes = layoutAttributes
        center = layoutAttributes.center
        bounds = CGRect(origin: .zero, size: layoutAttributes.size)
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.transform = layoutAttributes.transform3D
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }

    /// The attributes the view would like, given those the layout proposes, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)`. UIKit's default measures the view with Auto
    /// Layout; headlessly nothing is solved, so the default answers a copy of `layoutAttributes`
    /// unchanged. Self-sizing comes from the collection view's `cellSizeFitting`; overrides
    /// compile and can call `super`.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        layoutAttributes.copied()
    }

    /// Resets the view before the collection view reuses it, as UIKit calls it; headless
    /// collection views make a new view for each element, so it is not called, and subclasses
    /// that override it compile.
    open func prepareForReuse() {}
}

/// A headless cell, as UIKit's `UICollectionViewCell`: a reusable view with a content view the
/// size of the cell, which effects such as parallax and cube transitions move.
open class CollectionViewCell: CollectionReusableView {
    /// The view the cell's content lives in; it follows the cell's size.
    public let contentView = View(frame: .zero)

    /// Whether the cell is selected; headless cells are not, unless code says so.
    open var isSelected = false
    /// Whether the cell is highlighted; headless cells are not, unless code says so.
    open var isHighlighted = false

    /// A cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// Required by `NSCoding` in UIKit; makes a zero-size cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Applies the attributes and sizes the content view to the cell.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        contentView.frame = CGRect(origin: .zero, size: layoutAttributes.size)
    }
}
