import CollectionLayout
import Foundation

/// UIKit's name for `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory

/// Scales values with Dynamic Type, as UIKit's `UIFontMetrics`.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling is followed.
    public let textStyle: UIFont.TextStyle

    /// Metrics following `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics following the body style (UIKit's `UIFontMetrics.default`).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` (designed at the default text size) scaled to the text size of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection? = nil) -> CGFloat {
        textStyle.scaledValue(value, for: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `font` scaled to the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: TraitCollection? = nil) -> UIFont {
        UIFont(pointSize: scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }
}

/// A rectangular area of a view, as UIKit's `UILayoutGuide`: layouts read its `layoutFrame`.
public struct UILayoutGuide: Sendable {
    /// The guide's frame in the view's coordinates.
    public let layoutFrame: CGRect
}

extension CollectionView {
    /// The area that keeps text readable (UIKit's `readableContentGuide`).
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(layoutFrame: readableContentFrame) }
}

/// UIKit's name for `Font`, measured as DejaVu Sans.
public typealias UIFont = Font

extension Font {
    /// UIKit's `UIFont.TextStyle`.
    public typealias TextStyle = CollectionLayout.TextStyle
}
