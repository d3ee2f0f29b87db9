import CollectionLayout
import LayoutAnimation
import LayoutDocument
import LayoutSpec
import LayoutTestSupport
import XCTest

/// The scroll fixtures sampled through the document path (`DocumentScroller`), with every
/// sampled frame checked against REFERENCE's formulas recomputed here by hand.
final class StretchyScrollFormulaTests: XCTestCase {
    func sampled(_ name: String) throws -> (LayoutDocument, DocumentScroller.Sampled) {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("scroll/\(name).yaml"))
        guard let scroll = document.scroll else {
            throw XCTSkip("fixtures/scroll/\(name).yaml has no scroll section")
        }
        return (document, try DocumentScroller(document: document, scroll: scroll).sample())
    }

    func assertClose(
        _ actual: CGFloat?, _ expected: CGFloat, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual else { return XCTFail("\(what): missing, expected \(expected)", file: file, line: line) }
        XCTAssertTrue(
            abs(actual - expected) <= LayoutTolerance.geometry, "\(what): \(actual), expected \(expected)", file: file,
            line: line)
    }

    // MARK: - Stretchy / sticky / parallax (REFERENCE §6)

    /// Fixture: viewport 375×667, H = 300, menu 70, section header/footer 50, cells 200 with 3
    /// points above each, parallax at most 60, overlay at most 0.6, 4 sections of 2 items.
    /// Stack by hand: header 0–300, menu 300–370, section k starts at 370 + 506k (header 50,
    /// cells at +53 and +256, footer at +456).
    func testEveryFrameFollowsTheReferenceFormulas() throws {
        let (_, sampled) = try sampled("stretchy-sticky-parallax")
        let (width, V, H, menuHeight, cellHeight, lineSpacing): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) =
            (375, 667, 300, 70, 200, 3)
        let expectedOffsets: [CGFloat] = [-150, 100, 350, 600, 850, 1100, 1350, 1600]
        XCTAssertEqual(sampled.sequence.frames.map(\.contentOffset.y), expectedOffsets, "from −150 to 1600 in 8 frames")
        for frame in sampled.sequence.frames {
            let offset = frame.contentOffset.y
            var checked = Set<String>()
            for attributes in frame.attributes {
                guard let element = attributes as? StretchyLayoutAttributes else {
                    XCTFail("\(attributes.elementKey) is \(type(of: attributes)), expected StretchyLayoutAttributes")
                    continue
                }
                let kind = element.representedElementKind
                let section = CGFloat(element.indexPath.section)
                let sectionTop = 370 + 506 * section
                if kind == CollectionElementKind.stretchyHeader {
                    // updated = min(V, max(H, H − offset)); scale updated/H about the centre (y 150),
                    // then translate y by min(offset, H) + (updated − H)/2.
                    let updated = min(V, max(H, H - offset))
                    let scale = updated / H
                    let centerY = 150 + min(offset, H) + (updated - H) / 2
                    assertClose(element.frame.height, updated, "header height at y = \(offset)")
                    assertClose(element.frame.width, width * scale, "header width at y = \(offset)")
                    assertClose(element.frame.midY, centerY, "header centre y at y = \(offset)")
                    assertClose(
                        element.headerOverlayAlpha, max(0, min(0.6, offset / H)),
                        "header overlay alpha at y = \(offset)")
                    checked.insert("header")
                } else if kind == CollectionElementKind.menuBar {
                    // Translate y by max(initialY, offset) − H; initialY = 300.
                    assertClose(element.frame.minY, 300 + max(300, offset) - H, "menu y at y = \(offset)")
                    checked.insert("menu")
                } else if kind == CollectionElementKind.sectionHeader {
                    // Translate y by min(limit, max(0, offset − initialY + menuHeight)), limit = 2·(200 + 3).
                    let limit = 2 * (cellHeight + lineSpacing)
                    let shift = min(limit, max(0, offset - sectionTop + menuHeight))
                    assertClose(
                        element.frame.minY, sectionTop + shift, "section header \(Int(section)) y at y = \(offset)")
                    checked.insert("section header")
                } else if element.representedElementCategory == .cell {
                    let cellTop =
                        sectionTop + 50 + lineSpacing + CGFloat(element.indexPath.item) * (cellHeight + lineSpacing)
                    assertClose(element.frame.minY, cellTop, "cell \(element.indexPath) y at y = \(offset)")
                    // d = centre − offset − V/2; p = −60·d/(V/2 + 200/2), clamped to ±60.
                    let d = cellTop + cellHeight / 2 - offset - V / 2
                    let p = min(60, max(-60, -60 * d / (V / 2 + cellHeight / 2)))
                    assertClose(element.parallax.y, p, "parallax of cell \(element.indexPath) at y = \(offset)")
                    checked.insert("cell")
                }
            }
            XCTAssertTrue(checked.contains("cell"), "frame at y = \(offset) shows cells")
            XCTAssertTrue(checked.contains("menu"), "frame at y = \(offset) shows the menu (sticky)")
        }
    }

    // MARK: - Pinned headers

    /// Every sampled frame of scroll fixture `name` shows a header, and each 40-point pinned
    /// header sits at min(max(offset, sectionTop), sectionBottom − 40): at the top of the visible
    /// area, inside its section (its `spans`, worked out by hand).
    private func assertPinnedHeaders(
        _ name: String, spans: [(top: CGFloat, bottom: CGFloat)], offsets: [CGFloat], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let (_, sampled) = try sampled(name)
        XCTAssertEqual(sampled.sequence.frames.map(\.contentOffset.y), offsets, file: file, line: line)
        for frame in sampled.sequence.frames {
            let offset = frame.contentOffset.y
            let headers = frame.attributes.filter { $0.representedElementKind == CollectionElementKind.sectionHeader }
            XCTAssertFalse(headers.isEmpty, "a header is visible at y = \(offset)", file: file, line: line)
            for header in headers {
                let span = spans[header.indexPath.section]
                let expected = min(max(offset, span.top), span.bottom - 40)
                assertClose(
                    header.frame.minY, expected, "header \(header.indexPath.section) y at y = \(offset)", file: file,
                    line: line)
            }
        }
    }

    /// Fixture `flow-pinned-headers`: viewport 320×300, items 90×60 (3 per line), spacing 10,
    /// insets 10, headers 40, sections of 9, 6 and 12 items. Section spans by hand: 0–260,
    /// 260–450, 450–780 (UIKit's sectionHeadersPinToVisibleBounds).
    func testPinnedHeadersStayInsideTheirSections() throws {
        try assertPinnedHeaders(
            "flow-pinned-headers", spans: [(0, 260), (260, 450), (450, 780)], offsets: [0, 80, 160, 240, 320, 400, 480])
    }

    /// Fixture `compositional-pinned-headers`: viewport 320×300, insets 10, inter-section spacing
    /// 20, headers 40. Section spans by hand: 4 rows of 80 → 0–380; one 120-point row → 400–580;
    /// 8 rows of 44 → 600–1012, so the last offset is 1012 − 300 = 712. Apple documents a pinned
    /// boundary item as staying in the visible bounds while its section shows, as the flow
    /// layout's pinned headers do.
    func testCompositionalPinnedHeadersStayInsideTheirSections() throws {
        try assertPinnedHeaders(
            "compositional-pinned-headers", spans: [(0, 380), (400, 580), (600, 1012)],
            offsets: [0, 120, 240, 360, 480, 600, 712])
    }

    // MARK: - Snapping carousel

    /// Fixture: horizontal, viewport 320, items 200 wide 20 apart after a 60-point inset, so item i
    /// is centred at offset 220·i. A 1200 pt/s fling from 0 at rate 0.998 would rest at
    /// 0.499 · (1200 − 10) = 593.81 (UIKit's deceleration: WWDC 2018 "Designing Fluid Interfaces",
    /// stopping at 10 pt/s); the nearest centred item is 0-3, at offset 660.
    func testCarouselFlingRestsWithItemThreeCentred() throws {
        let (_, sampled) = try sampled("carousel-snap")
        guard let fling = sampled.sequence.fling else { return XCTFail("the carousel scroll is a fling") }
        let natural = 0.499 * (1200 - 10)
        assertClose(fling.resolution.proposedContentOffset.x, CGFloat(natural), "natural resting offset")
        assertClose(fling.resolution.targetContentOffset.x, 660, "snapped resting offset")
        XCTAssertEqual(fling.resolution.snappedIndexPath, IndexPath(item: 3, section: 0), "the centred item")
        assertClose(sampled.sequence.frames.last?.contentOffset.x, 660, "last frame's offset")
        let centred = sampled.sequence.frames.last?.attributes.first { $0.indexPath == IndexPath(item: 3, section: 0) }
        assertClose(centred?.center.x, 660 + 160, "item 0-3's centre at rest (the viewport's centre)")
        let offsets = sampled.sequence.frames.map(\.contentOffset.x)
        XCTAssertEqual(offsets.first, 0, "the fling starts at 0")
        XCTAssertEqual(offsets, offsets.sorted(), "a positive fling never moves backwards: \(offsets)")
    }

    // MARK: - Determinism

    func testSamplingAndDrawingAreDeterministic() throws {
        for name in ["stretchy-sticky-parallax", "carousel-snap"] {
            let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("scroll/\(name).yaml"))
            guard let scroll = document.scroll else {
                return XCTFail("\(name) has a scroll section")
            }
            let scroller = DocumentScroller(document: document, scroll: scroll)
            let first = try scroller.flipbookSVG(for: try scroller.sample())
            let second = try scroller.flipbookSVG(for: try scroller.sample())
            XCTAssertEqual(
                first, second, "\(name): two runs give different SVG bytes (\(first.count) vs \(second.count))")
        }
    }
}
