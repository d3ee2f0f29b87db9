import Foundation

/// A colour as layout code sets it on views (`UIColor`): decoration views and collection views
/// get background colours in `apply(_:)` or `prepare()`. Headless views only keep it; figures
/// draw the layout attributes with the figure's own palette.
///
/// A dynamic colour (`UIColor { traits in … }`, the system colours) answers its light-mode
/// components when read directly, and `resolvedColor(with:)` gives the colour for a trait
/// collection's appearance; figures draw a registered view's colours resolved for the
/// document's `environment.appearance`.
public final class ViewColor: Hashable, Sendable {
    /// Red, green, blue and alpha, each 0…1 (a dynamic colour's light-mode ones).
    public let red, green, blue, alpha: CGFloat
    /// The colour for a trait collection, for a dynamic colour; nil for a fixed one.
    private let provider: (@Sendable (TraitCollection) -> ViewColor)?

    /// A colour from its components (clamped to 0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let clamp = { (value: CGFloat) in min(1, max(0, value.isNaN ? 0 : value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        provider = nil
    }

    /// A dynamic colour: `provider` answers the colour for each trait collection, as UIKit's
    /// `UIColor(dynamicProvider:)` (written `UIColor { traits in … }`).
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> ViewColor) {
        var light = TraitCollection()
        light.userInterfaceStyle = .light
        let resolved = provider(light).resolvedColor(with: light)
        (red, green, blue, alpha) = (resolved.red, resolved.green, resolved.blue, resolved.alpha)
        self.provider = provider
    }

    /// A colour that is `light` in light mode (and when the style is unspecified) and `dark`
    /// in dark mode, as the system colours are.
    public convenience init(light: ViewColor, dark: ViewColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour for `traits`, as UIKit's `resolvedColor(with:)`: a fixed colour is itself.
    public func resolvedColor(with traits: TraitCollection) -> ViewColor {
        guard let provider else { return self }
        return provider(traits).resolvedColor(with: traits)
    }

    /// Whether the colour depends on the trait collection.
    public var isDynamic: Bool { provider != nil }

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

    /// The same colour with `alpha` (in every appearance, for a dynamic colour).
    public func withAlphaComponent(_ alpha: CGFloat) -> ViewColor {
        guard isDynamic else { return ViewColor(red: red, green: green, blue: blue, alpha: alpha) }
        return ViewColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// The light and dark resolutions, which decide equality.
    private var appearances: [CGFloat] {
        let colours = UserInterfaceStyle.allCases.map { style -> ViewColor in
            var traits = TraitCollection()
            traits.userInterfaceStyle = style
            return resolvedColor(with: traits)
        }
        return colours.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    /// Equal components in every appearance.
    public static func == (lhs: ViewColor, rhs: ViewColor) -> Bool {
        guard lhs.isDynamic || rhs.isDynamic else {
            return (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
        }
        return lhs.appearances == rhs.appearances
    }

    /// Hashes the light-mode components (equal colours have equal ones).
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
    /// The system background: white, black in dark mode.
    public static let systemBackground = ViewColor(light: white, dark: black)
}
