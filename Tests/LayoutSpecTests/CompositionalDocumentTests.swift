import CollectionLayout
import LayoutDocumentTestSupport
import XCTest

@testable import LayoutDocument
@testable import LayoutRendering
@testable import LayoutSpec

/// `type: compositional` documents: the concise forms a writer types become the engine's
/// items, groups and sections; bad values get located errors.
final class CompositionalDocumentTests: XCTestCase {
    private func frames(_ text: String) throws -> (CollectionView, [CGRect]) {
        let document = try LayoutDocument.decode(text, file: "doc.yaml")
        let view = document.makeCollectionView()
        let frames = (0..<view.numberOfItems(inSection: 0)).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        return (view, frames)
    }

    /// "25%" of the width with "25%w" rows: a quarter of 400 both ways; insets 10 shrink each
    /// item; the header is inset like the content (20 from each side).
    func testDimensionsInsetsAndHeader() throws {
        let text = """
            viewport: {width: 400, height: 800}
            layout:
              type: compositional
              sections:
                - contentInsets: {leading: 20, trailing: 20}
                  header: {height: 40}
                  group:
                    width: 100%
                    height: 25%w
                    items:
                      - {width: 25%, height: 100%, insets: 10}
            sections: [5]
            """
        let (view, all) = try frames(text)
        // The group container is 400 − 40 = 360 wide: items 90 × 90, rows 90 tall from y 40.
        XCTAssertEqual(all[0], CGRect(x: 30, y: 50, width: 70, height: 70))
        XCTAssertEqual(all[4], CGRect(x: 30, y: 140, width: 70, height: 70), "second row")
        XCTAssertEqual(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 20, y: 0, width: 360, height: 40))
    }

    /// `count` shares the group between that many items after spacing.
    func testCountedGroups() throws {
        let text = """
            viewport: {width: 300, height: 600}
            layout:
              type: compositional
              sections:
                - group:
                    width: 100%
                    height: 100
                    spacing: 10
                    count: 3
                    items: [{width: 100%, height: 100%}]
            sections: [3]
            """
        let (_, all) = try frames(text)
        // Each item (300 − 2 · 10) / 3 wide, 10 apart.
        let width: CGFloat = 280.0 / 3
        for (index, frame) in all.enumerated() {
            XCTAssertEqual(frame.minX, CGFloat(index) * (width + 10), accuracy: 1e-9, "item \(index)")
            XCTAssertEqual(frame.width, width, accuracy: 1e-9)
        }
    }

    func testTheLastSectionDescriptionServesTheRestAndEstimatesAreSizes() throws {
        let text = """
            viewport: {width: 300, height: 600}
            layout:
              type: compositional
              interSectionSpacing: 10
              sections:
                - group: {width: 100%, height: "~44"}
            sections: [2, 1]
            """
        let document = try LayoutDocument.decode(text, file: "doc.yaml")
        let view = document.makeCollectionView()
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 98, width: 300, height: 44), "two 44-point rows, 10 of spacing, then section 1")
    }

    func testABadDimensionIsLocated() {
        let text = """
            viewport: {width: 300, height: 600}
            layout:
              type: compositional
              sections:
                - group: {width: 50 percent, height: 44}
            sections: [2]
            """
        let found = diagnostics(for: text)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.location.line, 5, "\(found)")
        XCTAssertTrue(found.first?.message.contains("\"50%\"") ?? false, "\(found)")
    }
}

/// Figures draw an orthogonal section's items inside the section's band, as its own scroll view
/// shows them on screen.
final class CompositionalFigureTests: XCTestCase {
    func testOrthogonalItemsAreDrawnInAClippedPanelOfTheSectionBand() throws {
        let text = """
            viewport: {width: 300, height: 400}
            layout:
              type: compositional
              sections:
                - orthogonalScrolling: continuous
                  interGroupSpacing: 10
                  contentInsets: {top: 5, bottom: 5}
                  group: {width: 80%, height: 100}
            sections: [3]
            render: {region: content}
            """
        let scene = try DocumentRenderer(document: try LayoutDocument.decode(text, file: "doc.yaml")).scene()
        guard case .panel(let region)? = scene.nodes.first(where: { if case .panel = $0 { true } else { false } })
        else { return XCTFail("no region panel") }
        let clipped = region.scene.nodes.compactMap { node -> ScenePanel? in
            if case .panel(let panel) = node, panel.clipsToBounds { return panel }
            return nil
        }
        XCTAssertEqual(clipped.count, 1, "one clipped run")
        // The row runs past the band's right edge: a cue says it scrolls on, below the band's
        // right end (the overlays' panel, drawn around the labels).
        let cues = region.scene.allTexts.filter { $0.role == "scroll-cue" }
        XCTAssertEqual(cues.map(\.text), ["scrolls →"])
        // (The region starts a peek's depth left of the content: see below.)
        XCTAssertEqual(cues.first?.position.x, ScrollCues.peekDepth + 296, "4 points in from the band's right end")
        XCTAssertGreaterThan(cues.first?.position.y ?? 0, 110, "below the band")
        // The band: the full width, from the top inset to the bottom one (0…110).
        XCTAssertEqual(clipped.first?.frame.size, CGSize(width: 300, height: 110))
        XCTAssertEqual(clipped.first?.clipsToBounds, true)
        XCTAssertEqual(
            clipped.first?.scene.allElements.map(\.center.x), [120, 370],
            "cells 240 wide, 10 apart, in the band's coordinates; the third (x 500) is outside the content queried")
        // The second cell (x 250…490) peeks past the band's edge: the region grows by the
        // 48-point peek strip, where the cell is drawn again as a faded, dashed ghost, and by as
        // much on the left, so the content stays in the middle of the figure.
        XCTAssertEqual(region.scene.size.width, 300 + 2 * ScrollCues.peekDepth, "the content and a strip each side")
        func panels(in nodes: [SceneNode]) -> [ScenePanel] {
            nodes.flatMap { node -> [ScenePanel] in
                guard case .panel(let panel) = node else { return [] }
                return [panel] + panels(in: panel.scene.nodes)
            }
        }
        // (The overlays sit in a panel of their own, drawn around the labels, at the region's origin.)
        let peeks = panels(in: region.scene.nodes).filter { $0.label == "beyond the band" }
        XCTAssertEqual(peeks.map(\.frame), [CGRect(x: 48 + 300, y: 0, width: 48, height: 110)])
        let ghosts = peeks.first?.scene.nodes.compactMap { node -> SceneShape? in
            if case .shape(let shape) = node { return shape }
            return nil
        }
        XCTAssertEqual(ghosts?.map(\.role), ["scroll-ghost"])
        XCTAssertEqual(ghosts?.first?.dash.isEmpty, false, "dashed")
        XCTAssertLessThan(ghosts?.first?.fill?.opacity ?? 1, 0.5, "faded")
        if case .rect(let rect, _)? = ghosts?.first?.path {
            XCTAssertEqual(rect.minX, 250 - 300 + 0.5, accuracy: 1e-9, "the cell's own outline, from its left edge")
            XCTAssertEqual(rect.maxX, 490 - 300 - 0.5, accuracy: 1e-9)
        } else {
            XCTFail("a ghost is its cell's rectangle")
        }
    }
}

extension CompositionalFigureTests {
    /// `render.orthogonalPeek: false`, for a publication figure: the figure stops at the
    /// content (no strip either side, no ghosts); the cue that the row scrolls on stays.
    func testThePeekCanBeTurnedOff() throws {
        let text = """
            viewport: {width: 300, height: 400}
            layout:
              type: compositional
              sections: [{orthogonalScrolling: continuous, interGroupSpacing: 10, group: {width: 80%, height: 100}}]
            sections: [3]
            render: {region: content, orthogonalPeek: false}
            """
        let scene = try DocumentRenderer(document: try LayoutDocument.decode(text, file: "doc.yaml")).scene()
        guard case .panel(let region)? = scene.nodes.first(where: { if case .panel = $0 { true } else { false } })
        else { return XCTFail("no region panel") }
        XCTAssertEqual(region.scene.size.width, 300, "the content's width alone")
        XCTAssertEqual(region.scene.allTexts.filter { $0.role == "scroll-cue" }.map(\.text), ["scrolls →"])
        func labels(in nodes: [SceneNode]) -> [String?] {
            nodes.flatMap { node -> [String?] in
                guard case .panel(let panel) = node else { return [] }
                return [panel.label] + labels(in: panel.scene.nodes)
            }
        }
        XCTAssertFalse(labels(in: region.scene.nodes).contains("beyond the band"), "no ghosts")
    }
}

/// `list:` sections: UIKit's list configuration in a document.
final class CompositionalListDocumentTests: XCTestCase {
    /// An inset-grouped list with a header: rows 44 tall, inset to the layout margins (a root
    /// view's 16 points in a compact width, Apple's `systemMinimumLayoutMargins`), under the
    /// 44-point header, which follows the content insets.
    func testAnInsetGroupedListSection() throws {
        let text = """
            viewport: {width: 390, height: 600}
            layout:
              type: compositional
              sections:
                - list: insetGrouped
                  header: {pinned: true}
            sections: [{items: 3, header: Fruit}]
            """
        let view = try LayoutDocument.decode(text, file: "doc.yaml").makeCollectionView()
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 16, y: 132, width: 358, height: 44))
        XCTAssertEqual(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 16, y: 0, width: 358, height: 44))
    }

    func testASectionWithoutGroupIsOneFullWidthRowPerItem() throws {
        let text = """
            viewport: {width: 300, height: 600}
            layout: {type: compositional, sections: [{contentInsets: 0}]}
            sections: [2]
            """
        let view = try LayoutDocument.decode(text, file: "doc.yaml").makeCollectionView()
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 0, y: 44, width: 300, height: 44))
    }
}

extension Scene {
    /// Every text of the scene and its panels.
    fileprivate var allTexts: [SceneText] {
        nodes.flatMap { node -> [SceneText] in
            switch node {
            case .text(let text): [text]
            case .panel(let panel): panel.scene.allTexts
            default: []
            }
        }
    }
}
