import Foundation

/// A headless image, as UIKit's `UIImage` where layout code names one (a swipe action's icon):
/// only its name is kept, as nothing is drawn from it.
public final class ViewImage: Equatable {
    /// The SF Symbol or asset name the image was created with.
    public let name: String

    /// The image's size in points: unknown headlessly (nothing is loaded), so zero; layout
    /// code that divides by it must guard against zero, as it must for an empty image on iOS.
    public var size: CGSize { .zero }
    /// Pixels per point: 1.
    public var scale: CGFloat { 1 }

    /// An SF Symbol, as `UIImage(systemName:)`; never nil headlessly.
    public init?(systemName: String) {
        name = systemName
    }

    /// An asset-catalogue image, as `UIImage(named:)`; never nil headlessly.
    public init?(named: String) {
        name = named
    }

    /// The same image object, as `UIImage`'s `==` (`isEqual:`) answers for images that are not
    /// loaded from the same data.
    public static func == (lhs: ViewImage, rhs: ViewImage) -> Bool { lhs === rhs }
}
