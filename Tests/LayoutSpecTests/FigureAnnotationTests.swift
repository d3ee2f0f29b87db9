import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutSpec
import LayoutTestSupport
import XCTest

/// `annotations:`: dimension lines that measure spacing and insets, callouts that point at an
/// element, and located errors for entries that name no single element.
final class FigureAnnotationTests: XCTestCase {
    /// fixtures/flow-spacing.yaml: 96 × 64 items, insets 20, minimumInteritemSpacing 12,
    /// minimumLineSpacing 16, in a 360-point-wide view. By UIKit's flow layout: three items per
    /// line; the full first line spreads its 32 spare points over two gaps of 16; the last line
    /// keeps the minimum, 12; the lines are 16 apart; the first cell sits 20 from the left and
    /// top edges.
    func testDimensionLinesMeasureTheFlowLayoutsSpacingAndInsets() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("flow-spacing.yaml"))
        let figure = try DocumentRenderer(document: document).figure()
        let labels = figure.annotations.compactMap { node -> String? in
            guard case .text(let text) = node else { return nil }
            return text.text
        }
        XCTAssertEqual(labels, ["16 pt", "12 pt", "16 pt", "20 pt", "20 pt", "itemSize 96 × 64"])
        let lines = figure.annotations.compactMap { node -> [CGPoint]? in
            guard case .shape(let shape) = node, shape.role == "dimension", case .polyline(let points) = shape.path,
                points.count == 2, points[0].y == points[1].y || points[0].x == points[1].x
            else { return nil }
            return points
        }
        // The first line of each dimension: 0-0's right edge (116) to 0-1's left (132) at the
        // line's middle height (52).
        XCTAssertTrue(lines.contains([CGPoint(x: 116, y: 52), CGPoint(x: 132, y: 52)]), "\(lines)")
        // The left inset: from the content's edge to 0-0, at its middle height.
        XCTAssertTrue(lines.contains([CGPoint(x: 0, y: 52), CGPoint(x: 20, y: 52)]), "\(lines)")
    }

    func testEntriesNamingNoSingleElementAreLocatedErrors() {
        let head = "viewport: {width: 300, height: 200}\nlayout: {type: flow}\nsections: [3]\n"
        let cases: [(String, String)] = [
            ("annotations:\n  - spacing: [\"0-0\", \"0-*\"]\n", "expected one element"),
            ("annotations:\n  - inset: \"0-5\"\n    edge: left\n", "below 3"),
            ("annotations:\n  - inset: \"0-0\"\n", "needs `edge`"),
            ("annotations:\n  - callout: \"0-0\"\n", "needs `text`"),
            ("annotations:\n  - callout: \"0-0\"\n    text: a\n    inset: \"0-1\"\n", "exactly one of"),
        ]
        for (body, expected) in cases {
            XCTAssertThrowsError(try LayoutDocument.decode(head + body, file: "doc.yaml"), body) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains("doc.yaml:4:") || text.contains("doc.yaml:5:"), "located: \(text)")
                XCTAssertTrue(text.contains(expected), "\(expected) in \(text)")
            }
        }
    }
}
