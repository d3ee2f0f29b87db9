import Foundation

/// The text size a user chose in Settings (Dynamic Type), as UIKit's `UIContentSizeCategory`,
/// from the smallest to the largest accessibility size. The raw value is UIKit's Swift name.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: UIKit's default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge: the largest size outside the accessibility settings.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5: the largest size.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The position from `extraSmall` (0) to `accessibilityExtraExtraExtraLarge` (11).
    var position: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Smaller categories first, as UIKit orders them.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.position < rhs.position
    }
}

/// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`, with the point size iOS gives it at
/// every content size category.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Large title.
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline (semibold at the body's size).
    case headline
    /// Subheadline.
    case subheadline
    /// Body: the text of list rows.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The point size of this style at `category`. Values: Apple's Human Interface Guidelines,
    /// "Typography — Dynamic Type sizes" (iOS), as measured with `UIFont.preferredFont(forTextStyle:)`
    /// on iOS (github.com/temoki/UIKit_DynamicType); body: 14, 15, 16, 17 (Large), 19, 21, 23, then
    /// 28, 33, 40, 47, 53 for the accessibility sizes.
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        Self.pointSizes[self]?[category.position] ?? 17
    }

    /// The point size at `.large`, the size layouts are designed at.
    public var defaultPointSize: CGFloat { pointSize(for: .large) }

    private static let pointSizes: [TextStyle: [CGFloat]] = [
        // xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// `value` (designed at `.large`) scaled for `category` as this style's text scales, as
    /// UIKit's `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)`. Apple documents
    /// what it does ("scales an arbitrary layout value based on the current Dynamic Type
    /// settings"), not the formula; LayoutShot scales by the ratio of the style's point sizes.
    public func scaledValue(_ value: CGFloat, for category: ContentSizeCategory) -> CGFloat {
        value * pointSize(for: category) / defaultPointSize
    }
}
