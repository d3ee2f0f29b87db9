import Foundation

/// A headless image, as UIKit's `UIImage` where layout code names one (a swipe action's icon):
/// only its name is kept, as nothing is drawn from it.
public final class ViewImage {
    /// The SF Symbol or asset name the image was created with.
    public let name: String

    /// An SF Symbol, as `UIImage(systemName:)`; never nil headlessly.
    public init?(systemName: String) {
        name = systemName
    }

    /// An asset-catalogue image, as `UIImage(named:)`; never nil headlessly.
    public init?(named: String) {
        name = named
    }
}
