import CollectionLayout
import Foundation

/// How tall a cell showing a line of body text is at a text size: what a document's item texts
/// make estimated items (list rows, `~44` heights) measure when they self-size, so a larger
/// content size category visibly grows them.
///
/// Apple documents self-sizing, not a cell's metrics; LayoutShot's, chosen to match a list cell
/// with UIKit's default content configuration (`UIListContentConfiguration.cell()`): the text in
/// the body style at the category's size, wrapped by words to the row's width less 16 points of
/// margin on each side, in lines of DejaVu Sans' height (the font figures draw with), 11 points
/// above and below, and never less than a table row's 44 points. Body text at the default size
/// (17 points) gives one line and 44 points; at the largest accessibility size (53 points) a
/// one-line row is 84 points tall.
enum TextCellMeasure {
    /// The space between the text and the cell's edges, sideways and above and below.
    static let horizontalMargin: CGFloat = 16
    static let verticalMargin: CGFloat = 11
    /// A table row's height, the least a row measures.
    static let minimumHeight: CGFloat = 44

    /// The height of a cell `width` wide showing `text` at `category`.
    static func height(of text: String, width: CGFloat, category: ContentSizeCategory) -> CGFloat {
        let fontSize = TextStyle.body.pointSize(for: category)
        let lines = CGFloat(lineCount(of: text, width: max(1, width - 2 * horizontalMargin), fontSize: fontSize))
        let textHeight = (lines * fontSize * DejaVuSansMetrics.lineHeightRatio).rounded(.up)
        return max(minimumHeight, textHeight + 2 * verticalMargin)
    }

    /// The number of lines `text` wraps into at `width` (`TextLineBreaker`: between words, a
    /// word wider than a line between characters).
    static func lineCount(of text: String, width: CGFloat, fontSize: CGFloat) -> Int {
        TextLineBreaker(fontSize: fontSize).lines(of: text, width: width).count
    }
}
