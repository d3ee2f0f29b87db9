import Foundation
import LayoutRendering
import LayoutStyle
import XCTest

/// The placeholder stripes: lines x − y = c every 10 points, cut to the element, moved with its
/// content offset (a parallax shift), and drawn by both backends.
final class ContentPatternTests: XCTestCase {
    /// In the square (−10, −10, 20, 20): c = −10, 0, 10 cross it (c = ±20 only touch a corner);
    /// c = 0 is the diagonal from (−10, −10) to (10, 10).
    func testStripesAreCutToTheRectangle() {
        let segments = ContentPattern.stripes.segments(in: CGRect(x: -10, y: -10, width: 20, height: 20), offset: .zero)
        XCTAssertEqual(segments.count, 3)
        XCTAssertTrue(segments.contains { $0 == (CGPoint(x: -10, y: -10), CGPoint(x: 10, y: 10)) })
        XCTAssertTrue(segments.contains { $0 == (CGPoint(x: 0, y: -10), CGPoint(x: 10, y: 0)) })
    }

    /// Shifting the content 3 points right shifts every line by 3: c = −17, −7, 3, 13.
    func testStripesMoveWithTheContentOffset() {
        let segments = ContentPattern.stripes.segments(
            in: CGRect(x: -10, y: -10, width: 20, height: 20), offset: CGPoint(x: 3, y: 0))
        XCTAssertEqual(segments.count, 4)
        XCTAssertTrue(segments.contains { $0 == (CGPoint(x: -7, y: -10), CGPoint(x: 10, y: 7)) }, "c = 3")
        XCTAssertTrue(segments.contains { $0 == (CGPoint(x: -10, y: 7), CGPoint(x: -7, y: 10)) }, "c = −17")
    }

    /// The landscape is the element's own size: its ridge starts at 92 % of the height on the
    /// left edge (a 100 × 50 picture: y = 46) and every segment stays inside the rectangle.
    /// Moved 10 points down by a parallax shift, that start moves 10 points down too, and what
    /// falls below the element is cut away, so the ridge visibly moves against the edges.
    func testTheLandscapeMovesWithTheContentOffsetAndIsCutToTheElement() throws {
        let rect = CGRect(x: -50, y: -25, width: 100, height: 50)
        let still = ContentPattern.landscape.segments(in: rect, offset: .zero)
        let start = try XCTUnwrap(still.first)
        XCTAssertEqual(start.0.x, -50, accuracy: 1e-9)
        XCTAssertEqual(start.0.y, -25 + 0.92 * 50, accuracy: 1e-9)
        let shifted = ContentPattern.landscape.segments(in: rect, offset: CGPoint(x: 0, y: 10))
        XCTAssertFalse(
            shifted.contains { abs($0.0.x + 50) < 1e-9 && abs($0.0.y - (21 + 10)) < 1e-9 },
            "y 31 lies below the element (maxY 25): the ridge's start is cut away")
        let inside = rect.insetBy(dx: -1e-9, dy: -1e-9)
        for (a, b) in still + shifted {
            XCTAssertTrue(inside.contains(a) && inside.contains(b), "\(a)–\(b) inside the element")
        }
        XCTAssertNotEqual(still.count, 0)
        XCTAssertFalse(
            zip(still, shifted).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "the shift changes what is drawn")
        // The sun's top: centre 24 % down, radius a tenth of the shorter side (5), moved 10 down.
        let topOfSun = shifted.flatMap { [$0.0, $0.1] }.filter { $0.x < -20 }.map(\.y).min()
        XCTAssertEqual(topOfSun ?? 0, -25 + 0.24 * 50 - 5 + 10, accuracy: 0.1)
    }

    func testBothBackendsDrawThePattern() throws {
        var style = ElementStyle(fill: .white, stroke: .black, strokeWidth: 1)
        let plain = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 40, height: 40),
            center: CGPoint(x: 25, y: 25), style: style)
        style.pattern = .stripes
        var striped = plain
        striped.style = style
        func scene(_ element: SceneElement) -> Scene {
            Scene(size: CGSize(width: 50, height: 50), background: .white, nodes: [.element(element)])
        }
        XCTAssertTrue(
            String(decoding: SVGWriter().data(for: scene(striped)), as: UTF8.self).contains("class=\"pattern\""))
        XCTAssertFalse(
            String(decoding: SVGWriter().data(for: scene(plain)), as: UTF8.self).contains("class=\"pattern\""))
        let raster = RasterRenderer(scale: 1)
        let withPattern = try raster.image(for: scene(striped))
        let without = try raster.image(for: scene(plain))
        XCTAssertNotEqual(withPattern.pixels, without.pixels)
        XCTAssertEqual(
            withPattern.pixel(x: 25, y: 25), withPattern.pixel(x: 35, y: 35), "the diagonal through the centre")
    }
}
