import Foundation

/// How a view's content fits its bounds (UIKit's `UIView.ContentMode`, same raw values).
public enum ViewContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A headless image view, as UIKit's `UIImageView`: it shows an image by name. LayoutShot draws
/// the named PNG from the document's folder when it finds one, else a placeholder.
open class ImageView: View {
    /// The image shown.
    open var image: ViewImage?
    /// How the image fits the bounds (UIKit's default: scale to fill).
    open var contentMode: ViewContentMode = .scaleToFill
    /// Whether the highlighted image is shown (kept; LayoutShot draws `image`).
    open var isHighlighted = false
    /// The image shown while highlighted (kept).
    open var highlightedImage: ViewImage?

    /// An image view showing `image`, sized to it when it has a size (here: zero).
    public convenience init(image: ViewImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
