import CollectionLayout
import LayoutDocument
import LayoutDocumentTestSupport
import LayoutRendering
import LayoutSpec
import XCTest

/// `layout: {type: stretchy, …}` and a flow layout's `snap`: decoding to the right settings,
/// building the right layout objects, and located errors.
final class StretchyDocumentTests: XCTestCase {
    func testEverySettingDecodes() throws {
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 375, height: 667}
            layout:
              type: stretchy
              headerHeight: 280
              menuHeight: 60
              sectionHeaderHeight: 40
              sectionFooterHeight: 30
              itemHeight: 180
              minimumInteritemSpacing: 8
              minimumLineSpacing: 4
              stretchyHeader: false
              headerOverlay: {enabled: true, maxAlpha: 0.4}
              stickyMenu: false
              stickySectionHeaders: false
              parallax: {enabled: false, maxOffset: 25}
            sections: [2, 3]
            """, file: "stretchy.yaml")
        guard case .stretchy(let settings) = document.layout else {
            return XCTFail("layout is \(document.layout.typeName), expected stretchy")
        }
        XCTAssertEqual(settings.headerHeight, 280, "headerHeight")
        XCTAssertEqual(settings.menuHeight, 60, "menuHeight")
        XCTAssertEqual(settings.sectionHeaderHeight, 40, "sectionHeaderHeight")
        XCTAssertEqual(settings.sectionFooterHeight, 30, "sectionFooterHeight")
        XCTAssertEqual(settings.itemHeight, 180, "itemHeight")
        XCTAssertEqual(settings.minimumInteritemSpacing, 8, "minimumInteritemSpacing")
        XCTAssertEqual(settings.minimumLineSpacing, 4, "minimumLineSpacing")
        XCTAssertFalse(settings.isHeaderStretchy, "stretchyHeader: false")
        XCTAssertTrue(settings.isHeaderOverlayEnabled, "headerOverlay.enabled: true")
        XCTAssertEqual(settings.headerOverlayMaxAlpha, 0.4, "headerOverlay.maxAlpha")
        XCTAssertFalse(settings.isMenuSticky, "stickyMenu: false")
        XCTAssertFalse(settings.isSectionHeadersSticky, "stickySectionHeaders: false")
        XCTAssertFalse(settings.isParallaxOnCellsEnabled, "parallax.enabled: false")
        XCTAssertEqual(settings.maxParallaxOffset, 25, "parallax.maxOffset")

        let layout = document.makeLayout()
        guard let stretchy = layout as? StretchyHeaderLayout else {
            return XCTFail("makeLayout() built \(type(of: layout)), expected StretchyHeaderLayout")
        }
        XCTAssertEqual(stretchy.settings, settings, "the layout's settings are the document's")
    }

    func testDefaultsAreTheFinishedTutorialExample() throws {
        // REFERENCE §6: header 300, menu 70, section header/footer 50, cells 200, inter-item 0,
        // line spacing 3, overlay at most 0.6, parallax at most 60, every effect on.
        let document = try LayoutDocument.decode(
            "viewport: {width: 375, height: 667}\nlayout: {type: stretchy}\nsections: [1]\n", file: "d.yaml")
        guard case .stretchy(let settings) = document.layout else {
            return XCTFail("layout is \(document.layout.typeName), expected stretchy")
        }
        XCTAssertEqual(settings.headerHeight, 300)
        XCTAssertEqual(settings.menuHeight, 70)
        XCTAssertEqual(settings.sectionHeaderHeight, 50)
        XCTAssertEqual(settings.sectionFooterHeight, 50)
        XCTAssertEqual(settings.itemHeight, 200)
        XCTAssertEqual(settings.minimumInteritemSpacing, 0)
        XCTAssertEqual(settings.minimumLineSpacing, 3)
        XCTAssertEqual(settings.headerOverlayMaxAlpha, 0.6)
        XCTAssertEqual(settings.maxParallaxOffset, 60)
        XCTAssertTrue(
            settings.isHeaderStretchy && settings.isHeaderOverlayEnabled && settings.isMenuSticky
                && settings.isSectionHeadersSticky && settings.isParallaxOnCellsEnabled, "every effect on by default")
    }

    func testBooleanShorthandsForOverlayAndParallax() throws {
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 375, height: 667}
            layout: {type: stretchy, headerOverlay: false, parallax: false}
            sections: [1]
            """, file: "d.yaml")
        guard case .stretchy(let settings) = document.layout else {
            return XCTFail("layout is \(document.layout.typeName), expected stretchy")
        }
        XCTAssertFalse(settings.isHeaderOverlayEnabled, "headerOverlay: false")
        XCTAssertFalse(settings.isParallaxOnCellsEnabled, "parallax: false")
        XCTAssertEqual(settings.headerOverlayMaxAlpha, 0.6, "the maximum keeps its default")
    }

    func testOverlayAlphaAboveOneIsLocated() {
        let found = diagnostics(
            for: """
                viewport: {width: 375, height: 667}
                layout:
                  type: stretchy
                  headerOverlay: {maxAlpha: 1.5}
                sections: [1]
                """)
        assertSingleDiagnostic(
            found, kind: .outOfRange, line: 4, column: 29, keyPath: "layout.headerOverlay.maxAlpha", contains: "≤ 1")
    }

    func testFlowOnlyKeyIsUnknownForStretchy() {
        let found = diagnostics(
            for: """
                viewport: {width: 375, height: 667}
                layout:
                  type: stretchy
                  itemSize: {width: 10, height: 10}
                sections: [1]
                """)
        assertSingleDiagnostic(
            found, kind: .unknownKey, line: 4, column: 3, keyPath: "layout.itemSize", contains: "itemSize")
    }

    func testPerItemSizesNeedAFlowLayout() {
        let found = diagnostics(
            for: """
                viewport: {width: 375, height: 667}
                layout: {type: stretchy}
                sections:
                  - items: [{width: 10, height: 10}]
                """)
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 4, column: 12, keyPath: "sections[0].items",
            contains: "the stretchy layout uses one item size")
    }

    // MARK: - Snap

    func testSnapBuildsASnappingFlowLayout() throws {
        for (name, behavior) in [("centerItem", ScrollSnapBehavior.centerItem), ("paging", .paging)] {
            let document = try LayoutDocument.decode(
                """
                viewport: {width: 320, height: 200}
                layout: {type: flow, scrollDirection: horizontal, snap: \(name)}
                sections: [4]
                """, file: "snap.yaml")
            guard case .flow(let flow) = document.layout else { return XCTFail("snap: \(name) is not a flow layout") }
            XCTAssertEqual(flow.snap, behavior, "snap: \(name)")
            let layout = document.makeLayout()
            guard let snapping = layout as? CollectionViewSnappingFlowLayout else {
                return XCTFail("snap: \(name) built \(type(of: layout)), expected CollectionViewSnappingFlowLayout")
            }
            XCTAssertEqual(snapping.snapBehavior, behavior, "snap: \(name)")
            XCTAssertEqual(snapping.scrollDirection, .horizontal, "the flow properties still apply (snap: \(name))")
        }
    }

    func testNoSnapKeepsThePlainFlowLayout() throws {
        let document = try LayoutDocument.decode(
            "viewport: {width: 320, height: 200}\nlayout: {type: flow, snap: none}\nsections: [4]\n", file: "d.yaml")
        let layout = document.makeLayout()
        XCTAssertTrue(type(of: layout) == CollectionViewFlowLayout.self, "snap: none builds the plain flow layout")
    }

    func testUnknownSnapIsLocated() {
        let found = diagnostics(
            for: """
                viewport: {width: 320, height: 200}
                layout:
                  type: flow
                  snap: centre
                sections: [4]
                """)
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 4, column: 9, keyPath: "layout.snap", contains: "centerItem")
    }

    /// `render` at a content offset draws the header's overlay as `scroll` does: the tutorial's
    /// overlay alpha is min(maxAlpha, offset / headerHeight) = min(0.6, 150 / 300) = 0.5.
    func testRenderAtAContentOffsetDrawsTheHeaderOverlay() throws {
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 375, height: 667}
            contentOffset: {x: 0, y: 150}
            layout: {type: stretchy}
            sections: [4]
            """, file: "doc.yaml")
        let figure = try DocumentRenderer(document: document).figure()
        let header = try XCTUnwrap(
            figure.elements.firstIndex { $0.key.kind == CollectionElementKind.stretchyHeader }, "the big header")
        let overlay = figure.elements[header + 1]
        XCTAssertEqual(overlay.key.kind, ElementOverlay.kind, "the overlay right above the header")
        XCTAssertEqual(overlay.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(overlay.center, figure.elements[header].center)
    }
}
