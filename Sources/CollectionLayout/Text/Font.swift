import Foundation

/// A font as layouts use UIKit's `UIFont` (LayoutShotUIKit's `UIFont` is this type): a size, a weight and the metrics text is measured
/// with. Every font is measured (and drawn) as DejaVu Sans — bold from semibold up — the font
/// LayoutShot has on every machine; San Francisco is not available on Linux. DejaVu Sans is a
/// wide face (Verdana's proportions), so text measured here is wider than on a device and wraps
/// earlier, and its lines are slightly shorter: 1.164 em where the system font's are 1.193 em
/// (a 15-point system font reports a `lineHeight` of 17.90 on iOS). The rules — a line is as
/// tall as `lineHeight`, text wraps between words — are UIKit's.
public final class Font: Sendable, CustomStringConvertible {
    /// UIKit's font weights, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight as UIKit numbers it (−1…1, regular 0).
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Weights are ordered by their raw values.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular: the default.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: the lightest measured with the bold face.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The name the font was asked for (`.SFUI-Regular` for system fonts, as UIKit names them).
    public let fontName: String

    /// A font of `pointSize` points, `weight` and `name`.
    public init(pointSize: CGFloat, weight: Weight = .regular, name: String? = nil) {
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = weight
        self.fontName = name ?? (weight >= .semibold ? ".SFUI-Semibold" : ".SFUI-Regular")
    }

    /// The font named `fontName` at `fontSize` points. UIKit answers nil for a font it does not
    /// have; here every name gives a font measured as DejaVu Sans, bold when the name says
    /// Bold, Semibold, Heavy or Black (a custom font would otherwise make a layout's
    /// measurement fail on Linux).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let heavy = ["Bold", "Semibold", "SemiBold", "Heavy", "Black"].contains { fontName.contains($0) }
        self.init(pointSize: fontSize, weight: heavy ? .bold : .regular, name: fontName)
    }

    /// The family name: the system font's, or the part of the name before a `-`.
    public var familyName: String {
        fontName.hasPrefix(".SFUI") ? ".AppleSystemUIFont" : String(fontName.split(separator: "-").first ?? "")
    }

    /// Whether DejaVu Sans Bold measures the font (semibold and heavier).
    public var isBold: Bool { weight >= .semibold }
    /// The height of a line: ascender + descender, no leading (DejaVu Sans: 1.164 em).
    public var lineHeight: CGFloat { pointSize * DejaVuSansMetrics.lineHeightRatio }
    /// Above the baseline (0.928 em).
    public var ascender: CGFloat { pointSize * DejaVuSansMetrics.ascenderRatio }
    /// Below the baseline, negative as UIKit gives it (−0.236 em).
    public var descender: CGFloat { -pointSize * DejaVuSansMetrics.descenderRatio }
    /// The height of capitals (0.729 em).
    public var capHeight: CGFloat { pointSize * DejaVuSansMetrics.capHeightRatio }
    /// The height of lowercase letters (0.547 em).
    public var xHeight: CGFloat { pointSize * DejaVuSansMetrics.xHeightRatio }
    /// Extra space between lines: none.
    public var leading: CGFloat { 0 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font { Font(pointSize: fontSize, weight: weight, name: fontName) }

    /// "<UIFont .SFUI-Regular 17.0>".
    public var description: String { "<UIFont \(fontName) \(pointSize)>" }

    /// The font of `style` at the text size of `traitCollection` (the default, `.large`, when
    /// nil), as UIKit's `preferredFont(forTextStyle:compatibleWith:)`: body 17 points at Large,
    /// 53 at the largest accessibility size; the headline style is semibold.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil
    ) -> Font {
        Font(
            pointSize: style.pointSize(for: traitCollection?.preferredContentSizeCategory ?? .large),
            weight: style == .headline ? .semibold : .regular)
    }

    /// The system font of `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font { Font(pointSize: fontSize) }

    /// The system font of `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { Font(pointSize: fontSize, weight: .bold) }

    /// The italic system font of `fontSize` points (measured upright: DejaVu Sans Oblique has
    /// the same advances).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font { Font(pointSize: fontSize) }

    /// The system font with digits of equal width (DejaVu Sans' digits already are).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }
}
