import Foundation

/// A colour as layout code sets it on views (`UIColor`): decoration views and collection views
/// get background colours in `apply(_:)` or `prepare()`. Headless views only keep it; figures
/// draw the layout attributes with the figure's own palette.
public final class ViewColor: Hashable, Sendable {
    /// Red, green, blue and alpha, each 0…1.
    public let red, green, blue, alpha: CGFloat

    /// A colour from its components (clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let clamp = { (value: CGFloat) in min(1, max(0, value.isNaN ? 0 : value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour as Core Graphics takes it (`layer.shadowColor = UIColor.black.cgColor`): itself.
    public var cgColor: ViewColor { self }
    /// The components as Core Graphics gives them for an RGB colour (`cgColor.components`):
    /// red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// How many `components` there are: 4.
    public var numberOfComponents: Int { 4 }

    /// The same colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> ViewColor {
        ViewColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Equal components.
    public static func == (lhs: ViewColor, rhs: ViewColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }

    /// Black.
    public static let black = ViewColor(white: 0, alpha: 1)
    /// White.
    public static let white = ViewColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = ViewColor(white: 0, alpha: 0)
    /// Light grey (UIKit's 2/3 white).
    public static let lightGray = ViewColor(white: 2.0 / 3, alpha: 1)
    /// Grey (half white).
    public static let gray = ViewColor(white: 0.5, alpha: 1)
    /// Dark grey (1/3 white).
    public static let darkGray = ViewColor(white: 1.0 / 3, alpha: 1)
    /// Red.
    public static let red = ViewColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = ViewColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = ViewColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system background (white in light mode).
    public static let systemBackground = white
}
