import CollectionLayout
import Foundation

// Text measurement as UIKit's NSString/NSAttributedString drawing extensions answer it, for
// layouts that size cells from their text: the rules are UIKit's (a single line is
// `font.lineHeight` tall; `.usesLineFragmentOrigin` wraps between words at the given width;
// lines add `lineSpacing` between them), the metrics DejaVu Sans' (see `UIFont`).

extension NSAttributedString.Key {
    /// The `UIFont` of the text (UIKit's `NSFontAttributeName`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (kept, not used to measure).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour (kept, not used to measure).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// UIKit's name for `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// UIKit's name for `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// A paragraph's spacing and breaking (the part of UIKit's `NSParagraphStyle` measurement
/// uses). Its properties are settable here, where UIKit keeps them for `NSMutableParagraphStyle`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Extra space between lines of a paragraph, in points.
    open var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points.
    open var paragraphSpacing: CGFloat = 0
    /// A multiple of the font's line height each line takes (0: the font's own).
    open var lineHeightMultiple: CGFloat = 0
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line (0: no limit).
    open var maximumLineHeight: CGFloat = 0
    /// How lines are broken.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How lines are aligned (kept; measurement does not depend on it).
    open var alignment: NSTextAlignment = .natural

    /// The default style: no extra spacing, word wrapping (a new one each time, as it can be
    /// changed here).
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style whose values can be set, as UIKit names it.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

/// Options of `boundingRect(with:options:…)` (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The option bits, as UIKit numbers them.
    public let rawValue: Int
    /// Options of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines from the rectangle's top (else: one line, origin at the baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading between lines (DejaVu Sans has none).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph bounds (measured here as the line box).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last visible line that does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// A drawing context (UIKit's `NSStringDrawingContext`): no scaling headlessly.
public final class NSStringDrawingContext: NSObject {
    /// The smallest scale text may shrink to (not applied).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale used: always 1.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text covered in the last measurement.
    public internal(set) var totalBounds: CGRect = .zero
}

/// The measuring itself: `text` in `font` with `style`, wrapped at `width` when `wraps`.
enum TextMeasure {
    /// The used rectangle of `text` (width: its widest line, rounded up as UIKit's callers are
    /// told to round; height: its lines), from the origin; or, without wrapping, a single line
    /// per paragraph measured from the baseline (origin y = −ascender), as UIKit answers
    /// without `.usesLineFragmentOrigin`.
    static func boundingRect(
        of text: String, font: UIFont, style: NSParagraphStyle, kern: CGFloat, width: CGFloat, wraps: Bool
    ) -> CGRect {
        let breaker = TextLineBreaker(fontSize: font.pointSize, bold: font.isBold)
        let wrapping = wraps && style.lineBreakMode.wraps
        let lines = breaker.lines(of: text, width: wrapping ? width : .infinity)
        var widest: CGFloat = 0
        for line in lines {
            let spacing = kern * CGFloat(line.text.count)
            widest = max(widest, line.width + spacing)
        }
        var lineHeight = font.lineHeight
        if style.lineHeightMultiple > 0 { lineHeight *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { lineHeight = max(lineHeight, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { lineHeight = min(lineHeight, style.maximumLineHeight) }
        let count = CGFloat(lines.count)
        let height = count * lineHeight + (count - 1) * style.lineSpacing
        guard wraps else {
            return CGRect(x: 0, y: -font.ascender, width: widest, height: lineHeight)
        }
        return CGRect(x: 0, y: 0, width: min(widest, width), height: height)
    }

    /// The font, paragraph style and kerning `attributes` ask for (the system font of 12
    /// points, UIKit's default, when none is given).
    static func parts(of attributes: [NSAttributedString.Key: Any]?) -> (UIFont, NSParagraphStyle, CGFloat) {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        let kern = (attributes?[.kern] as? CGFloat) ?? (attributes?[.kern] as? Double).map { CGFloat($0) } ?? 0
        return (font, style, kern)
    }
}

extension NSString {
    /// The size of the text on one line (UIKit: "the bounding box size the receiver occupies
    /// when drawn with the given attributes"): its advance width and one line's height per
    /// paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the text takes within `size`, wrapped at its width with
    /// `.usesLineFragmentOrigin`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// The size of the text on one line in `attributes`' font (see `NSString`'s).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let (font, style, kern) = TextMeasure.parts(of: attributes)
        return TextMeasure.boundingRect(
            of: String(self), font: font, style: style, kern: kern, width: .infinity, wraps: true
        ).size
    }

    /// The rectangle the text takes within `size` (see `NSString`'s).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let (font, style, kern) = TextMeasure.parts(of: attributes)
        let rect = TextMeasure.boundingRect(
            of: String(self), font: font, style: style, kern: kern, width: size.width,
            wraps: options.contains(.usesLineFragmentOrigin))
        context?.totalBounds = rect
        return rect
    }
}

extension NSAttributedString {
    /// The size of the text on one line, in the attributes of its first character.
    public func size() -> CGSize {
        string.size(withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }

    /// The rectangle the text takes within `size`, in the attributes of its first character
    /// (a string of mixed fonts is measured in the first one's).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        string.boundingRect(
            with: size, options: options, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil,
            context: context)
    }
}
