import CollectionLayout
import LayoutDocumentTestSupport
import LayoutImage
import LayoutRendering
import LayoutSupport
import LayoutTestSupport
import XCTest

@testable import LayoutDocument
@testable import LayoutSpec

/// Engine objects built from the fixtures, checked against REFERENCE.md's formulas.
final class DocumentBuildingTests: XCTestCase {
    func testGridFixtureFollowsTheRowPerSectionFormula() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("grid-rows.yaml"))
        guard case .grid(let grid) = document.layout else {
            return XCTFail("expected a grid, found \(document.layout)")
        }
        XCTAssertEqual(grid.itemSize, CGSize(width: 80, height: 60))
        XCTAssertEqual(document.itemCounts, [4, 6, 2])
        let collectionView = document.makeCollectionView()
        // Shown in a window the size of the viewport, as an app's collection view is: library
        // code that waits for a window (`guard window != nil`) runs.
        XCTAssertEqual(collectionView.window?.bounds.size, document.viewport)
        // REFERENCE §6: content = (maxItems·(w + s) + s, sections·(h + l) + l) = (6·90 + 10, 3·70 + 10).
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 550, height: 220))
        for (section, count) in [4, 6, 2].enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let expected = CGRect(x: 90 * CGFloat(item) + 10, y: 70 * CGFloat(section) + 10, width: 80, height: 60)
                let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .null
                XCTAssertTrue(
                    LayoutTolerance.isClose(frame, expected), "cell \(section)-\(item): \(frame) ≠ \(expected)")
            }
        }
    }

    /// The visible-rectangle figure: the rect query of the viewport returns cells 6–20
    /// (numbered from 1 across sections) and the second section's header, nothing else.
    func testVisibleRectFixtureQueriesCellsSixToTwentyAndTheSecondHeader() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        let collectionView = document.makeCollectionView()
        XCTAssertEqual(collectionView.bounds, CGRect(x: 0, y: 180, width: 340, height: 370))
        // Section 0 has 5 cells (numbers 1–5), so cell number n ≥ 6 is item n − 6 of section 1.
        let expectedCells = Set((6...20).map { ElementKey.cell(IndexPath(item: $0 - 6, section: 1)) })
        let header = ElementKey.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 1))
        let returned = collectionView.layoutAttributesForElements(in: collectionView.bounds).map(\.elementKey)
        XCTAssertEqual(Set(returned), expectedCells.union([header]), "rect query of \(collectionView.bounds)")
        XCTAssertEqual(returned.count, 16, "no element returned twice")
        // Content: 3 headers of 40 + 2 + 6 + 2 lines of 60 with line spacing 10 inside sections.
        let headers: CGFloat = 3 * 40
        let lines: CGFloat = (2 * 60 + 10) + (6 * 60 + 5 * 10) + (2 * 60 + 10)
        XCTAssertEqual(collectionView.contentSize.height, headers + lines)
    }

    func testNumberPlaceholderCountsThroughSections() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        let attributes = document.makeCollectionView().layoutAttributesForElements(in: .infinite)
        let labels = document.elementLabels(for: attributes)
        XCTAssertEqual(labels[.cell(IndexPath(item: 0, section: 0))], "1")
        XCTAssertEqual(labels[.cell(IndexPath(item: 0, section: 1))], "6")
        XCTAssertEqual(labels[.cell(IndexPath(item: 5, section: 2))], "29")
        XCTAssertEqual(
            labels[.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 1))], "Section 2")
    }

    func testFlowPropertiesReachTheLayout() throws {
        let text = """
            viewport: {width: 375, height: 600}
            layout:
              type: flow
              scrollDirection: horizontal
              itemSize: {width: 30, height: 40}
              minimumLineSpacing: 3
              minimumInteritemSpacing: 4
              sectionInset: {top: 1, left: 2, bottom: 3, right: 4}
              headerReferenceSize: {width: 5, height: 6}
              footerReferenceSize: {width: 7, height: 8}
              sectionHeadersPinToVisibleBounds: true
              sectionFootersPinToVisibleBounds: true
              lineAlignment: center
              lastLineAlignment: right
            sections: [1]
            """
        let layout = try XCTUnwrap(
            LayoutDocument.decode(text, file: "doc.yaml").makeLayout() as? CollectionViewFlowLayout)
        XCTAssertEqual(layout.scrollDirection, .horizontal)
        XCTAssertEqual(layout.itemSize, CGSize(width: 30, height: 40))
        XCTAssertEqual(layout.minimumLineSpacing, 3)
        XCTAssertEqual(layout.minimumInteritemSpacing, 4)
        XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(layout.headerReferenceSize, CGSize(width: 5, height: 6))
        XCTAssertEqual(layout.footerReferenceSize, CGSize(width: 7, height: 8))
        XCTAssertTrue(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertTrue(layout.sectionFootersPinToVisibleBounds)
        XCTAssertEqual(layout.lineAlignment, .center)
        XCTAssertEqual(layout.lastLineAlignment, .right)
    }

    func testPerItemSizesAreUsed() throws {
        // One section, line width 300: items 100×50 and 120×80 fit one line (100 + 10 + 120 ≤ 300);
        // the line is the section's last, so left-aligned with minimum spacing: x = 0 and 110.
        let text = """
            viewport: {width: 300, height: 300}
            layout: {type: flow}
            sections:
              - items: [{width: 100, height: 50}, {width: 120, height: 80}]
            """
        let collectionView = try LayoutDocument.decode(text, file: "doc.yaml").makeCollectionView()
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(second?.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(second?.frame.minX, 110)
        // The shorter item is centred in the 80-point line: y = (80 − 50) / 2.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 15)
    }

    func testOverridesApplyToCopiesAndMatchWildcards() throws {
        let text = """
            viewport: {width: 300, height: 300}
            layout: {type: grid}
            sections: [3, 2]
            overrides:
              "*-*": {alpha: 0.5}
              "1-*": {zIndex: 2}
              "1-1": {hidden: true, alpha: 0.25}
            """
        let collectionView = try LayoutDocument.decode(text, file: "doc.yaml").makeCollectionView()
        let all = collectionView.layoutAttributesForElements(in: .infinite)
        for attributes in all {
            let key = attributes.elementKey
            let isLast = attributes.indexPath == IndexPath(item: 1, section: 1)
            XCTAssertEqual(attributes.alpha, isLast ? 0.25 : 0.5, "alpha of \(key)")
            XCTAssertEqual(attributes.zIndex, attributes.indexPath.section == 1 ? 2 : 0, "zIndex of \(key)")
            XCTAssertEqual(attributes.isHidden, isLast, "hidden of \(key)")
        }
        // The on-demand query agrees with the rect query.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.alpha, 0.25)
    }

    /// A compositional grid of quarter-width items, each with an 18-point `badge`; more
    /// sections and the data follow it in each test.
    private static let badgeGrid = """
        viewport: {width: 390, height: 600}
        layout:
          type: compositional
          sections:
            - group:
                width: 100%
                height: 100
                items:
                  - {width: 25%, height: 100%, badge: {width: 18, height: 18}}

        """

    /// Overrides and their labels reach a layout's own kinds: a compositional grid's `badge`
    /// supplementary views (`badge S-I`, `badge S` for any item) and its section `background`
    /// decoration (`decoration background S`), each only its own kind.
    func testOverridesSelectALayoutsOwnKindsAndDecorations() throws {
        let text =
            Self.badgeGrid + """
                    - background: true
                      group: {width: 100%, height: 44, items: [{width: 100%, height: 100%}]}
                sections: [4, 3]
                overrides:
                  "badge 0": {alpha: 0.5}
                  "badge 0-2": {label: New, zIndex: 9}
                  "decoration background 1": {alpha: 0.25}
                """
        let document = try LayoutDocument.decode(text, file: "doc.yaml")
        let all = document.makeCollectionView().layoutAttributesForElements(in: .infinite)
        let badges = all.filter { $0.representedElementKind == "badge" }
        XCTAssertEqual(badges.count, 4)
        XCTAssertTrue(badges.allSatisfy { $0.alpha == 0.5 }, "every badge of section 0")
        XCTAssertEqual(badges.filter { $0.zIndex == 9 }.map(\.indexPath), [IndexPath(item: 2, section: 0)])
        let backgrounds = all.filter { $0.representedElementCategory == .decorationView }
        XCTAssertEqual(backgrounds.map(\.alpha), [0.25])
        XCTAssertTrue(all.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.alpha == 1 })
        let labels = document.presentation(for: all).labels
        XCTAssertEqual(labels[ElementKey.supplementary("badge", IndexPath(item: 2, section: 0))], "New")
        XCTAssertEqual(ElementSelector(key: "decoration background 1")?.description, "decoration background 1")
        XCTAssertEqual(ElementSelector(key: "badge 0")?.description, "badge 0")
        XCTAssertEqual(ElementSelector(key: "header 2")?.target, .header)
        // `style.decoration` reaches the section background, which the theme styles of its own.
        var styled = document
        styled.style.decoration.fill = .rgb(0x123456)
        XCTAssertEqual(
            styled.makeStyle().resolvedStyle(for: .decoration("background", IndexPath(item: 0, section: 1))).fill,
            .rgb(0x123456))
    }

    /// `sections[].supplementary` titles a layout's own kinds as `header` titles the built-in
    /// one: a list titles the section's views of the kind one per item, a single title its
    /// view at item 0; a kind the section does not title keeps its template.
    func testSupplementaryTitlesLabelALayoutsOwnKinds() throws {
        let text =
            Self.badgeGrid + """
                sections:
                  - {items: 4, supplementary: {badge: [A, "3"]}}
                  - {items: 2, supplementary: {badge: "!"}}
                  - 1
                """
        let document = try LayoutDocument.decode(text, file: "doc.yaml")
        let all = document.makeCollectionView().layoutAttributesForElements(in: .infinite)
        let labels = document.presentation(for: all).labels
        func badge(_ section: Int, _ item: Int) -> String? {
            labels[ElementKey.supplementary("badge", IndexPath(item: item, section: section))]
        }
        XCTAssertEqual([badge(0, 0), badge(0, 1), badge(0, 2)], ["A", "3", nil])
        XCTAssertEqual([badge(1, 0), badge(1, 1), badge(2, 0)], ["!", nil, nil])
        let figure = try DocumentRenderer(document: document).figure()
        let drawn = figure.elements.filter { $0.key.kind == "badge" && $0.key.indexPath.section == 0 }
        XCTAssertEqual(drawn.first { $0.key.indexPath.item == 0 }?.label, "A", "the figure draws the title")
        // A title that is neither a text nor a list of texts is refused where it is written.
        let refused = diagnostics(for: text.replacingOccurrences(of: "badge: \"!\"", with: "badge: {a: 1}"))
        XCTAssertEqual(refused.first?.location.keyPath, "sections[1].supplementary.badge")
    }

    func testTransformListIsOutermostFirst() {
        // [translate x 10, scale 2]: the scale applies to the element first, then the
        // translation, so (1, 0) → (2, 0) → (12, 0).
        let transform = TransformOperation.combined([.translate(x: 10, y: 0, z: 0), .scale(x: 2, y: 2, z: 1)])
        let point = transform.project(CGPoint(x: 1, y: 0))
        XCTAssertEqual(point?.x ?? .nan, 12, accuracy: 1e-9)
        // Perspective with distance 400 sets m34 = −1/400.
        XCTAssertEqual(TransformOperation.perspective(distance: 400).matrix.m34, -1.0 / 400, accuracy: 1e-15)
        // rotate 90° about z maps (1, 0) to (0, 1) (clockwise on screen with y down).
        let rotated = TransformOperation.rotate(degrees: 90).matrix.project(CGPoint(x: 1, y: 0))
        XCTAssertEqual(rotated?.x ?? .nan, 0, accuracy: 1e-9)
        XCTAssertEqual(rotated?.y ?? .nan, 1, accuracy: 1e-9)
    }

    func testStyleOverridesReachTheTheme() throws {
        let text = """
            viewport: {width: 100, height: 100}
            layout: {type: flow}
            sections: [1]
            style:
              theme: dark
              label: "#{item}"
              cell: {fill: "#FF8800", cornerRadius: 0}
              header: {stroke: "#00f"}
            """
        let style = try LayoutDocument.decode(text, file: "doc.yaml").makeStyle()
        XCTAssertEqual(style.name, "dark")
        XCTAssertEqual(style.cell.label, "#{item}")
        XCTAssertEqual(style.cell.fill, Color(red: 0xFF, green: 0x88, blue: 0x00))
        XCTAssertEqual(style.cell.cornerRadius, 0)
        let header = style.resolvedStyle(
            for: .supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.stroke, Color(red: 0, green: 0, blue: 0xFF))
    }

    /// `style.<category>.content` replaces `style.content` for its category: photo placeholders
    /// in the cells, none in the headers (whose titles the sun and ridge would cross), stripes
    /// in the decorations; footers keep the document's.
    func testEachCategoryCanHaveItsOwnPlaceholder() throws {
        let text = """
            viewport: {width: 100, height: 100}
            layout: {type: flow}
            sections: [1]
            style:
              content: landscape
              header: {content: none}
              decoration: {content: stripes}
            """
        let style = try LayoutDocument.decode(text, file: "doc.yaml").makeStyle()
        let at = IndexPath(item: 0, section: 0)
        XCTAssertEqual(style.resolvedStyle(for: .cell(at)).pattern, .landscape)
        XCTAssertNil(style.resolvedStyle(for: .supplementary(CollectionElementKind.sectionHeader, at)).pattern)
        XCTAssertEqual(
            style.resolvedStyle(for: .supplementary(CollectionElementKind.sectionFooter, at)).pattern, .landscape)
        XCTAssertEqual(style.resolvedStyle(for: .decoration("background", at)).pattern, .stripes)

        let cellsOnly = try LayoutDocument.decode(
            text.replacingOccurrences(
                of: "  content: landscape\n  header: {content: none}\n", with: "  cell: {content: landscape}\n"),
            file: "doc.yaml"
        ).makeStyle()
        XCTAssertEqual(cellsOnly.resolvedStyle(for: .cell(at)).pattern, .landscape)
        XCTAssertNil(cellsOnly.resolvedStyle(for: .supplementary(CollectionElementKind.sectionHeader, at)).pattern)
    }

    func testJSONAndYAMLGiveTheSameDocument() throws {
        let yaml =
            "viewport: {width: 200, height: 100}\nlayout: {type: grid, itemSize: {width: 20, height: 30}}\nsections: [2, 1]\n"
        let json =
            #"{"viewport": {"width": 200, "height": 100}, "layout": {"type": "grid", "itemSize": {"width": 20, "height": 30}}, "sections": [2, 1]}"#
        let fromYAML = try LayoutDocument.decode(yaml, file: "a.yaml")
        let fromJSON = try LayoutDocument.decode(json, file: "a.json")
        XCTAssertEqual(fromYAML.layout, fromJSON.layout)
        XCTAssertEqual(fromYAML.sections, fromJSON.sections)
        XCTAssertEqual(fromYAML.viewport, fromJSON.viewport)
    }

    func testEveryFixtureDecodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(names.count, 5)
        for name in names {
            XCTAssertNoThrow(try LayoutDocument.load(contentsOf: PackagePaths.fixture(name)), name)
        }
    }
}

/// A PNG too large for the canvas is refused from the content size, before any element is
/// queried or drawn, with the words the full check after building the scene would use.
final class EarlyCanvasCheckTests: XCTestCase {
    func testAnOversizedPNGIsRefusedBeforeDrawingWithTheSameMessage() throws {
        // 40-point cells, 9 to a 390-point row, 4 apart: 8,000 cells make 889 rows of 44
        // points, about 39,000 points — past Cairo's 32,767 pixels per side at scale 1.
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 390, height: 844}
            layout: {type: flow, itemSize: {width: 40, height: 40}, minimumLineSpacing: 4, minimumInteritemSpacing: 4}
            sections: [8000]
            """, file: "tall.yaml")
        let renderer = DocumentRenderer(document: document)
        var early: String?
        XCTAssertThrowsError(try renderer.still(checkingCanvas: true)) { early = "\($0)" }
        var late: String?
        XCTAssertThrowsError(try RasterRenderer(scale: 1).canvas(for: renderer.scene())) { late = "\($0)" }
        XCTAssertNotNil(early)
        XCTAssertEqual(early, late, "the same message")
        XCTAssertTrue(early?.contains("32767 pixels per side") == true, early ?? "")
    }

    func testStripsAndFramesAreRefusedBeforeTheUpdateIsPlanned() throws {
        // A 390×844 viewport drawn whole: a frame is at least 390 + 32 = 422 points wide, so a
        // strip of 80 frames in one row is at least 33,760 points: past 32,767. One frame fits.
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 390, height: 844}
            layout: {type: flow, itemSize: {width: 40, height: 40}}
            sections: [10]
            updates: [{delete: '0-1'}]
            animation: {frames: 80}
            render: {region: viewport}
            """, file: "strip.yaml")
        let animator = DocumentAnimator(document: document, animation: try XCTUnwrap(try document.animation()))
        XCTAssertThrowsError(try animator.checkCanvasBeforeDrawing(strip: true)) {
            XCTAssertTrue("\($0)".contains("exceeds Cairo's limit of 32767 pixels per side"), "\($0)")
        }
        XCTAssertNoThrow(try animator.checkCanvasBeforeDrawing(strip: false))
        // In 8 columns the strip is 10 rows of at least 844 + 32 = 876 points: 8,760, which fits.
        var columns = document
        columns.animationOptions.stripColumns = 8
        let inColumns = DocumentAnimator(document: columns, animation: try XCTUnwrap(try columns.animation()))
        XCTAssertNoThrow(try inColumns.checkCanvasBeforeDrawing(strip: true))
        XCTAssertNoThrow(try RasterRenderer(scale: document.render.scale).pngData(for: inColumns.stripScene()))
    }

    func testScrollStripsAreRefusedBeforeSampling() throws {
        // 100 frames of a 390-point-wide viewport in one row: at least 100 · 422 points.
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 390, height: 300}
            layout: {type: flow, itemSize: {width: 40, height: 40}}
            sections: [100]
            scroll: {from: 0, to: 200, frames: 100}
            """, file: "scroll.yaml")
        let scroller = DocumentScroller(document: document, scroll: try XCTUnwrap(document.scroll))
        XCTAssertThrowsError(try scroller.checkCanvasBeforeDrawing(strip: true)) {
            XCTAssertTrue("\($0)".contains("exceeds Cairo's limit"), "\($0)")
        }
        XCTAssertNoThrow(try scroller.checkCanvasBeforeDrawing(strip: false))
    }
}
