import CollectionLayout
import Foundation
import LayoutDocument
import LayoutImage
import LayoutRendering
import LayoutSpec
import LayoutSupport
import LayoutTestSupport
import XCTest

/// `layoutshot trace`: the calls a collection view makes on a layout while it loads its data,
/// lays out and scrolls, as UIKit's layout process describes them (Apple's Collection View
/// Programming Guide, figure 5-1: prepare, then collectionViewContentSize, then
/// layoutAttributesForElements(in:) for the visible rectangle).
final class DocumentTracerTests: XCTestCase {
    /// fixtures/visible-rect.yaml: 340 × 370 viewport at y = 180; 100 × 60 items three to a row,
    /// lines 10 apart, 40-point headers, sections of 5, 18 and 6 items: the sections are 170, 450
    /// and 170 tall, 790 in all. The visible rectangle y 180…550 holds section 2's header
    /// (170–210) and its first five rows (tops 210, 280, …, 490): 16 elements. The scroll moves
    /// half the viewport, to y = 365 (365…735): section 2's rows from 350 on (4 rows), section
    /// 3's header (620–660) and both its rows (660, 730): 19 elements. A flow layout without
    /// pinned headers does not invalidate on scrolling, so the second query needs no new pass.
    func testAFirstPassAndAScroll() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        XCTAssertEqual(
            DocumentTracer(document: document).calls(),
            [
                .invalidate(reason: "data reloaded"), .prepare, .contentSize(CGSize(width: 340, height: 790)),
                .elementsInRect(CGRect(x: 0, y: 180, width: 340, height: 370), count: 16),
                .shouldInvalidate(CGRect(x: 0, y: 365, width: 340, height: 370), answer: false),
                .elementsInRect(CGRect(x: 0, y: 365, width: 340, height: 370), count: 19),
            ])
    }

    /// Pinned headers move with the bounds, so the flow layout asks to be invalidated on a
    /// scroll (sectionHeadersPinToVisibleBounds), and a new pass follows before the query.
    func testPinnedHeadersInvalidateOnScroll() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("scroll/flow-pinned-headers.yaml"))
        let calls = DocumentTracer(document: document, scrollBy: 100).calls()
        let afterScroll = Array(calls.drop { if case .shouldInvalidate = $0 { false } else { true } })
        XCTAssertEqual(afterScroll.count, 5, "\(afterScroll)")
        XCTAssertEqual(
            afterScroll.first, .shouldInvalidate(CGRect(x: 0, y: 100, width: 320, height: 300), answer: true))
        XCTAssertEqual(afterScroll.dropFirst().first, .invalidate(reason: "bounds change"))
        XCTAssertEqual(afterScroll.dropFirst(2).first, .prepare)
    }

    func testTheFigureDrawsEveryCallAndItsAnswer() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        let texts = try DocumentTracer(document: document).scene().nodes.compactMap { node -> String? in
            guard case .text(let text) = node, text.role == "trace-label" else { return nil }
            return text.text
        }
        XCTAssertEqual(
            texts,
            [
                "1. invalidateLayout(with:) — data reloaded", "2. prepare()", "3. collectionViewContentSize",
                "340 × 790", "4. layoutAttributesForElements(in: 0, 180, 340 × 370)", "16 elements",
                "5. shouldInvalidateLayout(forBoundsChange: 0, 365, 340 × 370)", "false",
                "6. layoutAttributesForElements(in: 0, 365, 340 × 370)", "19 elements",
            ])
    }

    /// The figure has its own title, and each rect query's rectangle is drawn on the layout in
    /// the colour of its call, tagged with the call's number: the two visible rectangles, 185
    /// points apart (the half-viewport scroll), the same size.
    func testTheFigureDrawsEachQueriedRectangleInItsCallsColour() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        let scene = try DocumentTracer(document: document).scene()
        XCTAssertEqual(scene.title, "The layout process")
        var marks: [(rect: CGRect, color: Color?)] = []
        var tags: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for node in nodes {
                switch node {
                case .panel(let panel): walk(panel.scene.nodes)
                case .shape(let shape) where shape.role == "trace-query":
                    if case .rect(let rect, _) = shape.path { marks.append((rect, shape.stroke)) }
                case .text(let text) where text.role == "trace-query-tag": tags.append(text.text)
                default: break
                }
            }
        }
        walk(scene.nodes)
        XCTAssertEqual(tags, ["4", "6"])
        XCTAssertEqual(marks.count, 2)
        XCTAssertEqual(marks[1].rect.minY - marks[0].rect.minY, 185)
        XCTAssertEqual(marks[0].rect.size, marks[1].rect.size)
        let calls = scene.nodes.compactMap { node -> SceneText? in
            guard case .text(let text) = node, text.text.contains("layoutAttributesForElements") else { return nil }
            return text
        }
        XCTAssertEqual(calls.map(\.color), marks.map(\.color), "each call in its rectangle's colour")
        XCTAssertNotEqual(marks[0].color, marks[1].color)
    }
}
