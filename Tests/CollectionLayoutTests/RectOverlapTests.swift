import CollectionLayout
import XCTest

/// `CGRect.overlaps(_:)` is Core Graphics' `CGRectIntersectsRect` as Apple platforms answer it:
/// Linux Foundation's `intersects(_:)` also counts rectangles that only touch. The rule, from
/// a model of CoreGraphics whose test output its authors report identical to Apple's
/// (calebtrueman/finch, userland/CoreGraphics/CGGeometry.c and userland/tests/cg-test.c), and
/// Apple's documentation of CGRectContainsPoint's half-open edges: null intersects nothing,
/// infinite everything; otherwise each standardized axis is `[min, max)`, or the point `min`
/// when its length is zero.
final class RectOverlapTests: XCTestCase {
    private let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    func testRectanglesThatOnlyTouchDoNotIntersect() {
        XCTAssertFalse(square.overlaps(CGRect(x: 10, y: 0, width: 5, height: 5)), "shared edge")
        XCTAssertFalse(square.overlaps(CGRect(x: 10, y: 10, width: 5, height: 5)), "shared corner")
        XCTAssertFalse(square.overlaps(CGRect(x: 20, y: 10, width: -10, height: -10)), "touching, negative size")
        XCTAssertTrue(square.overlaps(CGRect(x: 9, y: 9, width: 5, height: 5)), "one point of overlap in each axis")
        XCTAssertTrue(square.overlaps(CGRect(x: 15, y: 15, width: -10, height: -10)), "negative size, standardized")
        // Linux Foundation disagrees on exactly these (it checks the intersection is not null).
        XCTAssertTrue(square.intersects(CGRect(x: 10, y: 0, width: 5, height: 5)), "Linux counts touching")
    }

    func testZeroSizeSidesArePoints() {
        XCTAssertFalse(square.overlaps(CGRect(x: 10, y: 2, width: 0, height: 4)), "zero width on the max edge")
        XCTAssertTrue(square.overlaps(CGRect(x: 0, y: 2, width: 0, height: 4)), "zero width on the min edge")
        // Not confirmed on a device: the model answers true for an empty rectangle strictly inside.
        XCTAssertTrue(square.overlaps(CGRect(x: 5, y: 2, width: 0, height: 4)), "zero width inside")
        let point = CGRect(x: 3, y: 3, width: 0, height: 0)
        XCTAssertTrue(point.overlaps(point), "a zero-size rectangle intersects itself")
        XCTAssertFalse(point.overlaps(CGRect(x: 3, y: 4, width: 0, height: 0)))
    }

    func testNullInfiniteAndNaN() {
        XCTAssertFalse(square.overlaps(.null))
        XCTAssertFalse(CGRect.null.overlaps(.null))
        XCTAssertTrue(square.overlaps(.infinite))
        XCTAssertTrue(CGRect.infinite.overlaps(CGRect(x: 3, y: 3, width: 0, height: 0)))
        XCTAssertFalse(square.overlaps(CGRect(x: CGFloat.nan, y: 0, width: 0, height: 5)))
    }
}
