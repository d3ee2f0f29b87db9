import Foundation
import LayoutImage

/// A picture in a scene: a PNG file's bytes drawn into a rectangle (an app's image view
/// showing a named image). Both backends draw it: SVG embeds the PNG, Cairo paints its pixels.
public struct SceneImage: Hashable, Sendable {
    /// The rectangle the whole image is stretched into, in the scene's points.
    public var rect: CGRect
    /// The rectangle it is seen through (the image view's bounds).
    public var clip: CGRect
    /// The PNG file's bytes.
    public var png: Data
    /// The image's decoded pixels.
    public var pixels: RGBAImage
    /// A semantic role, used as the SVG class.
    public var role: String

    /// An image drawn into `rect`, seen through `clip`.
    public init(rect: CGRect, clip: CGRect, png: Data, pixels: RGBAImage, role: String = "image") {
        self.rect = rect
        self.clip = clip
        self.png = png
        self.pixels = pixels
        self.role = role
    }
}
