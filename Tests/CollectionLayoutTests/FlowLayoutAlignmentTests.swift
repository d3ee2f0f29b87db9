import CollectionLayout
import Foundation
import XCTest

/// The public line-alignment options, for full lines and for the last line, with uniform and
/// per-item sizes, in both directions. W = 375, items 100 × 100, spacing 10, 5 items: a full
/// line of 3 uses 320 (leftover 55); the last line of 2 uses 210 (leftover 165).
final class FlowLayoutAlignmentTests: XCTestCase {
    private func fixture(
        _ direction: ScrollDirection, perItem: Bool, count: Int = 5, line: FlowLayoutLineAlignment,
        last: FlowLayoutLineAlignment
    ) -> FlowFixture {
        FlowFixture.oriented(direction, size: CGSize(width: 375, height: 600), counts: [count]) { layout in
            layout.lineAlignment = line
            layout.lastLineAlignment = last
            if perItem { layout.sizeForItem = { _ in CGSize(width: 100, height: 100) } }
        }
    }

    func testFullLineAlignments() {
        let expected: [(FlowLayoutLineAlignment, [CGFloat])] = [
            (.justified, [0, 137.5, 275]), (.left, [0, 110, 220]), (.center, [27.5, 137.5, 247.5]),
            (.right, [55, 165, 275]),
        ]
        for direction in ScrollDirection.allCases {
            for perItem in [false, true] {
                for (alignment, origins) in expected {
                    let fixture = fixture(direction, perItem: perItem, line: alignment, last: .left)
                    assertLineOrigins(fixture, items: 0..<3, origins)
                }
            }
        }
    }

    func testLastLineAlignments() {
        let expected: [(FlowLayoutLineAlignment, [CGFloat])] = [
            (.left, [0, 110]), (.center, [82.5, 192.5]), (.right, [165, 275]), (.justified, [0, 275]),
        ]
        for direction in ScrollDirection.allCases {
            for perItem in [false, true] {
                for (alignment, origins) in expected {
                    let fixture = fixture(direction, perItem: perItem, line: .justified, last: alignment)
                    assertLineOrigins(fixture, items: 3..<5, origins)
                    // Full lines keep their own alignment.
                    assertLineOrigins(fixture, items: 0..<3, [0, 137.5, 275])
                }
            }
        }
    }

    /// When every line holds one item, the last line follows `lineAlignment` (UIKit centres a
    /// one-item section because its lines are justified, and a lone justified item is centred).
    func testOneItemSectionFollowsLineAlignment() {
        let expected: [(FlowLayoutLineAlignment, CGFloat)] = [
            (.justified, 137.5), (.left, 0), (.center, 137.5), (.right, 275),
        ]
        for direction in ScrollDirection.allCases {
            for perItem in [false, true] {
                for (alignment, origin) in expected {
                    let fixture = fixture(direction, perItem: perItem, count: 1, line: alignment, last: .left)
                    assertLineOrigins(fixture, items: 0..<1, [origin])
                }
            }
        }
    }

    /// A left-aligned layout (what apps subclass the flow layout for) needs no subclass.
    func testLeftAlignedLayout() {
        for direction in ScrollDirection.allCases {
            let fixture = fixture(direction, perItem: false, count: 4, line: .left, last: .left)
            assertLineOrigins(fixture, items: 0..<4, [0, 110, 220, 0])
        }
    }
}
