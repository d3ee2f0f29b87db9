import CollectionLayout
import Foundation

/// The stretchy layout's parallax is drawn as the cell's content shifting inside its frame, and
/// its big header's dark overlay (`headerOverlayAlpha`) as an overlay element over the header,
/// as the tutorial's overlay view darkens the header and its label.
extension StretchyLayoutAttributes: SceneDrawingHooks {
    /// The parallax shift (`parallax`), in the cell's local points.
    public var sceneContentOffset: CGPoint { parallax }

    /// The header overlay's opacity (`headerOverlayAlpha`).
    public var sceneOverlayAlpha: CGFloat { headerOverlayAlpha }
}
