import Foundation

/// A headless label, as UIKit's `UILabel`: text in a font, colour and alignment, on up to
/// `numberOfLines` lines (0: as many as it takes). It measures itself with the text
/// measurement LayoutShotUIKit's `NSString.size(withAttributes:)` uses (DejaVu Sans), and
/// LayoutShot draws it when it draws a cell's views.
open class Label: View {
    /// The text shown; nil or empty shows nothing.
    open var text: String?
    /// The font (UIKit's default: the 17-point system font).
    open var font: Font = .systemFont(ofSize: 17)
    /// The text colour (UIKit's default: black, `.label` in light mode).
    open var textColor: ViewColor = .black
    /// How lines are aligned (`.natural`: left, right to left mirrored by the figure).
    open var textAlignment: TextAlignment = .natural
    /// The most lines shown; 0 for no limit. UIKit's default is 1.
    open var numberOfLines = 1
    /// How lines are broken (wrapping) or cut (the last line) when the text does not fit.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail

    /// The lines the text takes at `width`, with their widths: a label of more than one line
    /// wraps between words whatever its `lineBreakMode` (which, as in UIKit, then only says how
    /// the last line is cut; here it is not truncated), keeping at most `numberOfLines`; a
    /// one-line label shows its first line.
    public func lines(width: CGFloat) -> [TextLineBreaker.Line] {
        guard let text, !text.isEmpty else { return [] }
        let breaker = TextLineBreaker(fontSize: font.pointSize, bold: font.isBold)
        let lines = breaker.lines(of: text, width: numberOfLines != 1 ? width : .infinity)
        return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// The size the label needs within `size`: its widest line (at most `size.width`) and its
    /// lines' height, as UIKit's `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .infinity
        let lines = lines(width: width)
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: min(widest, width), height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The size with no width limit, rounded up to whole points as UIKit rounds it.
    open override var intrinsicContentSize: CGSize {
        let size = sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Resizes the label to `intrinsicContentSize`, keeping its origin.
    open override func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: intrinsicContentSize)
    }
}
