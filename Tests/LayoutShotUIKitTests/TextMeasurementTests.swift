import LayoutShotUIKit
import XCTest

/// UIKit's string measurement, with DejaVu Sans' metrics (advances from the font's hmtx table,
/// 2048 units per em: "Hello" = 5191, space 651; line height = ascender 1901 + descender 483 =
/// 2384 units). UIKit's rules: a single line's height is the font's `lineHeight`
/// (`boundingRect` of one line == `font.lineHeight`, measured on iOS), `.usesLineFragmentOrigin`
/// wraps at the width, `lineSpacing` goes between lines, no option means one line from the
/// baseline.
final class TextMeasurementTests: XCTestCase {
    private let font = UIFont.systemFont(ofSize: 17)
    private func points(_ units: CGFloat) -> CGFloat { units / 2048 * 17 }

    func testASingleLineIsItsAdvanceWideAndOneLineTall() {
        let size = "Hello".size(withAttributes: [.font: font])
        XCTAssertEqual(size.width, points(5191), accuracy: 1e-9)
        XCTAssertEqual(size.height, font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, points(2384), accuracy: 1e-9)
        XCTAssertEqual(("Hello" as NSString).size(withAttributes: [.font: font]), size)
        XCTAssertEqual(NSAttributedString(string: "Hello", attributes: [.font: font]).size(), size)
        // Without a font UIKit measures in the 12-point system font.
        XCTAssertEqual("Hello".size(withAttributes: nil).width, 5191 / 2048 * 12, accuracy: 1e-9)
    }

    func testBoundingRectsWrapAtTheWidthAndAddLineSpacing() {
        let text = "Hello Hello"
        let unbounded = CGSize(width: points(11032), height: .greatestFiniteMagnitude)
        let wrapped = text.boundingRect(
            with: unbounded, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        XCTAssertEqual(wrapped.origin, .zero)
        XCTAssertEqual(wrapped.width, points(5191), accuracy: 1e-9)
        XCTAssertEqual(wrapped.height, 2 * font.lineHeight, accuracy: 1e-9)

        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let spaced = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
            .boundingRect(with: unbounded, options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(spaced.height, 2 * font.lineHeight + 4, accuracy: 1e-9)

        let oneLine = text.boundingRect(with: unbounded, options: [], attributes: [.font: font], context: nil)
        XCTAssertEqual(oneLine.minY, -font.ascender, accuracy: 1e-9, "from the baseline")
        XCTAssertEqual(oneLine.height, font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(oneLine.width, points(11033), accuracy: 1e-9)
    }

    func testFontsByNameWeightAndStyle() throws {
        XCTAssertTrue(try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 20)).isBold)
        XCTAssertFalse(try XCTUnwrap(UIFont(name: "Avenir-Book", size: 20)).isBold)
        XCTAssertEqual(UIFont(name: "Avenir-Book", size: 20)?.familyName, "Avenir")
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 17).isBold)
        XCTAssertTrue(UIFont.systemFont(ofSize: 17, weight: .semibold).isBold)
        XCTAssertFalse(UIFont.systemFont(ofSize: 17, weight: .medium).isBold)
        XCTAssertTrue(UIFont.preferredFont(forTextStyle: .headline).isBold, "headline is semibold in UIKit")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        // Bold "Hello": 1714 + 1389 + 702 + 702 + 1407 = 5914 units.
        XCTAssertEqual(
            "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)]).width, points(5914),
            accuracy: 1e-9)
        XCTAssertEqual(font.ascender + -font.descender, font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(font.capHeight, points(1493), accuracy: 1e-9)
    }

    /// A label of several lines wraps between words whatever its `lineBreakMode` (UIKit's
    /// default, truncating the tail, only cuts the last line); one line shows one line.
    func testLabelsWrapWhenTheyHaveSeveralLines() {
        let label = UILabel(frame: .zero)
        label.font = font
        label.text = "Hello Hello"
        let narrow = CGSize(width: points(11032), height: .greatestFiniteMagnitude)
        XCTAssertEqual(label.sizeThatFits(narrow).height, font.lineHeight, accuracy: 1e-9, "one line: no wrapping")
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(narrow).height, 2 * font.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(label.sizeThatFits(narrow).width, points(5191), accuracy: 1e-9)
        label.numberOfLines = 1
        XCTAssertEqual(label.intrinsicContentSize.width, points(11033).rounded(.up), "rounded up, as UIKit")
    }
}
