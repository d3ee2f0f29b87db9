import CollectionLayout
import XCTest

/// The stretchy/sticky/parallax layout against REFERENCE §6's formulas, recomputed here from the
/// reference text (never from the implementation) at chosen offsets, in a 390×700 viewport with
/// the finished example's settings and 4 sections of 3, 2, 4 and 1 items.
///
/// Stack, worked by hand: header 0–300, menu 300–370; section 0: header 370–420, cells at
/// 423, 626, 829 (200 tall, each after 3 points of line spacing), footer 1029–1079; section 1:
/// header 1079–1129, cells 1132, 1335, footer 1535–1585; and so on.
final class StretchyHeaderLayoutTests: XCTestCase {
    let viewport = CGSize(width: 390, height: 700)
    let itemCounts = [3, 2, 4, 1]
    let H: CGFloat = 300
    let menuHeight: CGFloat = 70
    let cellHeight: CGFloat = 200
    let lineSpacing: CGFloat = 3

    func makeCollectionView(settings: StretchyLayoutSettings = StretchyLayoutSettings()) -> CollectionView {
        CollectionView(
            frame: CGRect(origin: .zero, size: viewport),
            collectionViewLayout: StretchyHeaderLayout(settings: settings),
            dataSource: InMemoryDataSource(itemCounts: itemCounts))
    }

    func visible(_ collectionView: CollectionView, at offset: CGFloat) -> [ElementKey: StretchyLayoutAttributes] {
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        var result: [ElementKey: StretchyLayoutAttributes] = [:]
        for attributes in collectionView.layoutAttributesForVisibleElements() {
            guard let stretchy = attributes as? StretchyLayoutAttributes else {
                XCTFail("\(attributes.elementKey) is \(type(of: attributes)), expected StretchyLayoutAttributes")
                continue
            }
            result[attributes.elementKey] = stretchy
        }
        return result
    }

    func assertFrame(
        _ attributes: CollectionViewLayoutAttributes?, _ expected: CGRect, _ name: String, offset: CGFloat,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let attributes else {
            return XCTFail("\(name) missing at offset \(offset), expected frame \(expected)", file: file, line: line)
        }
        XCTAssertTrue(
            LayoutTolerance.isClose(attributes.frame, expected),
            "\(name) at offset \(offset): frame \(attributes.frame), expected \(expected)", file: file, line: line)
    }

    static let header = ElementKey.supplementary(CollectionElementKind.stretchyHeader, IndexPath(item: 0, section: 0))
    static let menu = ElementKey.supplementary(CollectionElementKind.menuBar, IndexPath(item: 0, section: 0))
    static func sectionHeader(_ section: Int) -> ElementKey {
        .supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: section))
    }

    // MARK: - Stack and content size

    func testStackAndContentSizeWithoutEffects() {
        let collectionView = makeCollectionView(settings: .noEffects)
        let elements = visible(collectionView, at: 0)
        // Σ sections (50 + n·203 + 50) + 300 + 70.
        let expectedHeight = 370 + itemCounts.reduce(CGFloat(0)) { $0 + 100 + CGFloat($1) * 203 }
        XCTAssertEqual(collectionView.contentSize.height, expectedHeight, accuracy: LayoutTolerance.geometry)
        XCTAssertEqual(collectionView.contentSize.width, 390, accuracy: LayoutTolerance.geometry)
        assertFrame(elements[Self.header], CGRect(x: 0, y: 0, width: 390, height: 300), "header", offset: 0)
        assertFrame(elements[Self.menu], CGRect(x: 0, y: 300, width: 390, height: 70), "menu", offset: 0)
        assertFrame(
            elements[Self.sectionHeader(0)], CGRect(x: 0, y: 370, width: 390, height: 50), "header 0", offset: 0)
        assertFrame(
            elements[.cell(IndexPath(item: 0, section: 0))], CGRect(x: 0, y: 423, width: 390, height: 200), "cell 0-0",
            offset: 0)
        assertFrame(
            elements[.cell(IndexPath(item: 1, section: 0))], CGRect(x: 0, y: 626, width: 390, height: 200), "cell 0-1",
            offset: 0)
        XCTAssertNil(
            elements[.cell(IndexPath(item: 2, section: 0))], "cell 0-2 (829–1029) is below a 700-tall viewport")
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        assertFrame(footer, CGRect(x: 0, y: 1029, width: 390, height: 50), "footer 0", offset: 0)
        let cell = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))
        assertFrame(cell, CGRect(x: 0, y: 1335, width: 390, height: 200), "cell 1-1", offset: 0)
        XCTAssertEqual(
            (cell as? StretchyLayoutAttributes)?.initialOrigin, CGPoint(x: 0, y: 1335), "cell 1-1 initialOrigin")
    }

    // MARK: - Stretchy header and overlay

    /// REFERENCE §6: updated = min(V, max(H, H − offset)); scale updated/H about the centre, then
    /// translate y by min(offset, H) + (updated − H)/2.
    func expectedHeaderFrame(offset: CGFloat) -> CGRect {
        let updated = min(viewport.height, max(H, H - offset))
        let scale = updated / H
        let centre = CGPoint(x: 195, y: 150 + min(offset, H) + (updated - H) / 2)
        return CGRect(x: centre.x - 195 * scale, y: centre.y - 150 * scale, width: 390 * scale, height: 300 * scale)
    }

    func testStretchyHeaderScaleTranslateAndOverlay() {
        let collectionView = makeCollectionView()
        // (offset, overlay alpha = min(0.6, offset / H), clamped at 0 when pulled down)
        let cases: [(CGFloat, CGFloat)] = [(-100, 0), (0, 0), (150, 0.5), (300, 0.6), (370, 0.6)]
        for (offset, overlay) in cases {
            let header = visible(collectionView, at: offset)[Self.header]
            assertFrame(header, expectedHeaderFrame(offset: offset), "header", offset: offset)
            XCTAssertEqual(
                header?.headerOverlayAlpha ?? -1, overlay, accuracy: 1e-9, "header overlay at offset \(offset)")
            XCTAssertEqual(header?.alpha, 1, "header's own alpha at offset \(offset)")
        }
        // Worked by hand: pulled down 100, the header is 400 tall (×4/3), its top at the viewport's top.
        let pulled = visible(collectionView, at: -100)[Self.header]
        assertFrame(pulled, CGRect(x: -65, y: -100, width: 520, height: 400), "header", offset: -100)
        XCTAssertEqual(pulled?.transform.a ?? 0, 4.0 / 3.0, accuracy: 1e-12, "header scale at offset -100")
        XCTAssertEqual(pulled?.transform.ty ?? 0, -50, accuracy: 1e-12, "header translation at offset -100")
        XCTAssertNil(visible(collectionView, at: 1000)[Self.header], "header (pinned at 300–600) is off screen at 1000")
    }

    func testHeaderWithoutStretchOrOverlay() {
        var settings = StretchyLayoutSettings()
        settings.isHeaderStretchy = false
        settings.isHeaderOverlayEnabled = false
        let header = visible(makeCollectionView(settings: settings), at: 150)[Self.header]
        assertFrame(header, CGRect(x: 0, y: 0, width: 390, height: 300), "unstretched header", offset: 150)
        XCTAssertEqual(header?.headerOverlayAlpha, 0, "overlay disabled")
    }

    func testOverlayMaximumIsASetting() {
        var settings = StretchyLayoutSettings()
        settings.headerOverlayMaxAlpha = 0.25
        let header = visible(makeCollectionView(settings: settings), at: 150)[Self.header]
        XCTAssertEqual(header?.headerOverlayAlpha ?? -1, 0.25, accuracy: 1e-12, "min(0.25, 150/300)")
    }

    // MARK: - Sticky menu and section headers

    func testStickyMenu() {
        let collectionView = makeCollectionView()
        // translate y by max(initialY, offset) − H with initialY = 300.
        for offset: CGFloat in [-100, 0, 150, 300, 370, 1000] {
            let y = 300 + max(300, offset) - H
            let menu = visible(collectionView, at: offset)[Self.menu]
            if y + menuHeight <= offset {
                XCTAssertNil(menu, "menu (\(y)–\(y + 70)) is off screen at offset \(offset)")
            } else {
                assertFrame(menu, CGRect(x: 0, y: y, width: 390, height: 70), "menu", offset: offset)
            }
        }
        assertFrame(
            visible(collectionView, at: 1000)[Self.menu], CGRect(x: 0, y: 1000, width: 390, height: 70), "menu",
            offset: 1000)
    }

    func testStickySectionHeadersStopAtTheirLimit() {
        let collectionView = makeCollectionView()
        // Section 0 header: initialY 370, 3 items → limit 3·203 = 609; translation
        // min(609, max(0, offset − 370 + 70)).
        let sectionStarts: [CGFloat] = [370, 1079, 1585, 2497]
        for offset: CGFloat in [-100, 0, 150, 300, 370, 1000] {
            let elements = visible(collectionView, at: offset)
            for (section, initialY) in sectionStarts.enumerated() {
                let limit = CGFloat(itemCounts[section]) * (cellHeight + lineSpacing)
                let y = initialY + min(limit, max(0, offset - initialY + menuHeight))
                let onScreen = y + 50 > offset && y < offset + viewport.height
                if onScreen {
                    assertFrame(
                        elements[Self.sectionHeader(section)], CGRect(x: 0, y: y, width: 390, height: 50),
                        "header \(section)", offset: offset)
                } else {
                    XCTAssertNil(
                        elements[Self.sectionHeader(section)], "header \(section) at \(y) is off screen at \(offset)")
                }
            }
        }
        // By hand: at 370 section 0's header sits right below the stuck menu (370–440); at 1000 it
        // has reached its limit and rests on its footer (979–1029).
        assertFrame(
            visible(collectionView, at: 370)[Self.sectionHeader(0)], CGRect(x: 0, y: 440, width: 390, height: 50),
            "header 0", offset: 370)
        assertFrame(
            visible(collectionView, at: 1000)[Self.sectionHeader(0)], CGRect(x: 0, y: 979, width: 390, height: 50),
            "header 0", offset: 1000)
    }

    func testSectionHeadersIgnoreMenuWhenMenuIsNotSticky() {
        var settings = StretchyLayoutSettings()
        settings.isMenuSticky = false
        let elements = visible(makeCollectionView(settings: settings), at: 400)
        // min(609, max(0, 400 − 370 + 0)) = 30 → y = 400: stuck to the viewport's top.
        assertFrame(
            elements[Self.sectionHeader(0)], CGRect(x: 0, y: 400, width: 390, height: 50), "header 0", offset: 400)
        XCTAssertNil(elements[Self.menu], "a non-sticky menu (300–370) scrolled away at 400")
    }

    // MARK: - Parallax

    func expectedParallax(centerY: CGFloat, offset: CGFloat, maximum: CGFloat = 60) -> CGFloat {
        let distance = centerY - offset - viewport.height / 2
        let shift = -maximum * distance / (viewport.height / 2 + cellHeight / 2)
        return min(max(-maximum, shift), maximum)
    }

    func testParallaxOfVisibleCells() {
        let collectionView = makeCollectionView()
        for offset: CGFloat in [-100, 0, 150, 300, 370, 1000] {
            let cells = visible(collectionView, at: offset).values.filter { $0.representedElementCategory == .cell }
            XCTAssertFalse(cells.isEmpty, "cells visible at offset \(offset)")
            for cell in cells {
                let expected = expectedParallax(centerY: cell.center.y, offset: offset)
                XCTAssertEqual(
                    cell.parallax.y, expected, accuracy: 1e-9, "\(cell.elementKey) parallax at offset \(offset)")
                XCTAssertEqual(cell.parallax.x, 0, "\(cell.elementKey) parallax x")
                XCTAssertEqual(cell.transform, .identity, "\(cell.elementKey): parallax moves content, not the frame")
            }
        }
        // By hand: cell 0-0 (centre 523) at offset 0: d = 173, p = −60·173/450.
        let cell = visible(collectionView, at: 0)[.cell(IndexPath(item: 0, section: 0))]
        XCTAssertEqual(cell?.parallax.y ?? 0, -60 * 173 / 450, accuracy: 1e-9, "cell 0-0 parallax at 0")
    }

    func testParallaxIsClampedToItsMaximum() {
        let collectionView = makeCollectionView()
        collectionView.contentOffset = .zero
        // Cell 3-0 is far below the viewport: p = −60·d/450 with d ≫ 450 → −60.
        let far =
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)) as? StretchyLayoutAttributes
        XCTAssertEqual(far?.parallax.y, -60, "cell 3-0 parallax clamped to −60 at offset 0")
        collectionView.contentOffset = CGPoint(x: 0, y: 2500)
        let above =
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? StretchyLayoutAttributes
        XCTAssertEqual(above?.parallax.y, 60, "cell 0-0 parallax clamped to +60 at offset 2500")
    }

    func testParallaxOff() {
        var settings = StretchyLayoutSettings()
        settings.isParallaxOnCellsEnabled = false
        let cells = visible(makeCollectionView(settings: settings), at: 150).values.filter {
            $0.representedElementCategory == .cell
        }
        for cell in cells { XCTAssertEqual(cell.parallax, .zero, "\(cell.elementKey) parallax with parallax off") }
    }
}
