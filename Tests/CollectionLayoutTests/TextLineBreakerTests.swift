import CollectionLayout
import XCTest

/// Word wrapping as UIKit's `.byWordWrapping` measures it, with DejaVu Sans' advances (font
/// units of 2048 per em, read from DejaVuSans.ttf's hmtx: "H" 1540, "e" 1260, "l" 569, "o" 1253,
/// space 651, "W" 2025).
final class TextLineBreakerTests: XCTestCase {
    private let size: CGFloat = 2048  // one font unit per point
    private var breaker: TextLineBreaker { TextLineBreaker(fontSize: size) }

    func testWordsWrapWhereTheNextWouldNotFit() {
        // "Hello" = 1540 + 1260 + 569 + 569 + 1253 = 5191; "Hello Hello" = 5191 · 2 + 651 = 11033.
        XCTAssertEqual(breaker.lines(of: "Hello Hello", width: 11033).map(\.width), [11033], "fits exactly")
        let wrapped = breaker.lines(of: "Hello Hello", width: 11032)
        XCTAssertEqual(wrapped.map(\.text), ["Hello", "Hello"])
        XCTAssertEqual(wrapped.map(\.width), [5191, 5191], "the space at the break is on no line")
    }

    func testNewlinesBreakAndEmptyParagraphsAreLines() {
        XCTAssertEqual(breaker.lines(of: "Hello\n\nHello", width: .infinity).map(\.text), ["Hello", "", "Hello"])
        XCTAssertEqual(breaker.lines(of: "", width: 100).count, 1, "an empty text is one empty line")
    }

    func testAWordWiderThanALineBreaksBetweenCharacters() {
        // Four "W" are 8100 units: three fit in 6075…8099.
        let lines = breaker.lines(of: "WWWW", width: 8000)
        XCTAssertEqual(lines.map(\.text), ["WWW", "W"])
        XCTAssertEqual(lines.map(\.width), [6075, 2025])
        XCTAssertEqual(breaker.lines(of: "W", width: 1).map(\.text), ["W"], "at least one character per line")
    }

    func testTrailingSpacesDoNotCountLeadingOnesDo() {
        XCTAssertEqual(breaker.lines(of: "Hello   ", width: 6000).map(\.width), [5191])
        XCTAssertEqual(breaker.lines(of: " Hello", width: 6000).map(\.width), [651 + 5191])
    }

    func testBoldUsesTheBoldAdvances() {
        // DejaVu Sans Bold: "H" 1714, "e" 1389, "l" 702, "o" 1407.
        XCTAssertEqual(
            TextLineBreaker(fontSize: size, bold: true).lines(of: "Hello", width: .infinity).map(\.width),
            [1714 + 1389 + 702 + 702 + 1407])
    }
}
