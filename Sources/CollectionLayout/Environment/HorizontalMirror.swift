import Foundation

/// The horizontal flip a collection view applies to its layout's geometry when its writing
/// direction is the opposite of the layout's `developmentLayoutDirection` and the layout's
/// `flipsHorizontallyInOppositeLayoutDirection` is true (Apple documents that the collection view
/// then "automatically flips the horizontal coordinate system"): the layout keeps computing
/// left-to-right, and every x it answers becomes `width − x`, where `width` is the content's
/// width — at least the width inside `adjustedContentInset`, so that a layout narrower than the
/// view is mirrored within what the view shows. Mirroring about the content width keeps an
/// inset layout inside its insets (a vertical flow layout in a 320-point view with a left inset
/// of 20 has content 300 wide: its first item moves to the right edge of those 300 points).
/// Query rectangles are flipped the same way on the way in.
struct HorizontalMirror {
    /// The width the coordinates are mirrored in.
    let width: CGFloat

    /// `rect` seen from the other side; infinite and null rectangles are their own mirror.
    func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite, rect.maxX.isFinite else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A copy of `attributes` with its centre mirrored (size, transform and the rest unchanged;
    /// an orthogonal section's clip is mirrored with it).
    func attributes(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let attributes else { return nil }
        let mirrored = attributes.copied()
        mirrored.center.x = width - attributes.center.x
        if let compositional = mirrored as? CompositionalLayoutAttributes, let clip = compositional.orthogonalClip {
            compositional.orthogonalClip = rect(clip)
        }
        return mirrored
    }
}

extension CollectionView {
    /// The flip in force, or nil when the layout's geometry is used as it is.
    var horizontalMirror: HorizontalMirror? {
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection,
            effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
        else { return nil }
        let inset = adjustedContentInset
        return HorizontalMirror(width: max(contentSize.width, bounds.width - inset.left - inset.right))
    }

    /// The layout's elements in `rect` as the collection view shows them (mirrored if needed).
    func shownAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let shown = Screen.showing(screen) { layoutAttributes(in: rect) }
        layoutCallObserver?(.elementsInRect(rect, count: shown.count))
        return shown
    }

    private func layoutAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let shown: [CollectionViewLayoutAttributes]
        if let mirror = horizontalMirror {
            shown = (collectionViewLayout.adjustedLayoutAttributesForElements(in: mirror.rect(rect)) ?? []).compactMap {
                mirror.attributes($0)
            }
        } else {
            shown = collectionViewLayout.adjustedLayoutAttributesForElements(in: rect) ?? []
        }
        return shown
    }

    /// One answer of the layout as the collection view shows it (mirrored if needed).
    func shown(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let mirror = horizontalMirror else { return attributes }
        return mirror.attributes(attributes)
    }
}
