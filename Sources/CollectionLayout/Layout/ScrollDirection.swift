/// The direction a layout scrolls in, as UIKit's `UICollectionView.ScrollDirection`: a flow
/// layout's, a compositional layout's configuration's, and the axis scroll snapping and
/// content-inset adjustment work along.
public enum ScrollDirection: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Lines are rows that stack downwards; the content is as wide as the view.
    case vertical
    /// Lines are columns that stack to the right; the content is as tall as the view.
    case horizontal
}
