import CollectionLayout
import LayoutDocument
import LayoutDocumentTestSupport
import XCTest

/// `type: waterfall`, `circle` and `coverflow` documents build their layouts with the values given,
/// and the settings a layout declares are read and checked alike for the built-in and registered ones.
final class GalleryDocumentTests: XCTestCase {
    private func view(_ layout: String, sections: String) throws -> CollectionView {
        let text = "viewport: {width: 320, height: 600}\nlayout: \(layout)\nsections: \(sections)\n"
        return try LayoutDocument.decode(text, file: "doc.yaml").makeCollectionView()
    }

    /// Two columns of (320 − 10) / 2 = 155; heights 50, 70, 30, 50 in turn: item 2 goes under
    /// item 0 (column 0 ends at 60, column 1 at 80), item 3 under item 1 (column 0 now ends at 100).
    func testWaterfallHeightsInTurn() throws {
        let view = try view("{type: waterfall, columns: 2, heights: [50, 70, 30]}", sections: "[4]")
        XCTAssertEqual(
            (0..<4).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame },
            [
                CGRect(x: 0, y: 0, width: 155, height: 50), CGRect(x: 165, y: 0, width: 155, height: 70),
                CGRect(x: 0, y: 60, width: 155, height: 30), CGRect(x: 165, y: 80, width: 155, height: 50),
            ])
    }

    /// Radius min(320, 600) / 2.5 = 128 around (160, 300); item 0 at the rightmost point.
    func testCircleItemSize() throws {
        let view = try view("{type: circle, itemSize: {width: 40, height: 40}}", sections: "[6]")
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 268, y: 280, width: 40, height: 40))
    }

    func testCoverFlowAngleIsInDegrees() throws {
        let view = try view(
            "{type: coverflow, itemSize: {width: 100, height: 100}, maximumAngle: 90, minimumLineSpacing: 0}",
            sections: "[3]")
        let layout = try XCTUnwrap(view.collectionViewLayout as? CollectionViewCoverFlowLayout)
        XCTAssertEqual(layout.maximumAngle, .pi / 2, accuracy: 1e-12)
        // Item 1 is one pitch (100) right of the centre: turned by −90°, seen edge on (m11 = 0).
        let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(second?.transform3D.m11 ?? 1, 0, accuracy: 1e-12)
    }

    /// Settings a document leaves out take their declared defaults: Apple's circle sample draws
    /// 70×70 items (its `ITEM_SIZE`); the cover flow's documented defaults (200×200, spacing 10,
    /// 45°, falloffs 0.2 and 0.4, eye 500).
    func testDeclaredDefaults() throws {
        let circle = try view("{type: circle}", sections: "[6]")
        XCTAssertEqual(
            (circle.collectionViewLayout as? CollectionViewCircleLayout)?.itemSize, CGSize(width: 70, height: 70))
        let coverflow = try XCTUnwrap(
            try view("{type: coverflow}", sections: "[3]").collectionViewLayout as? CollectionViewCoverFlowLayout)
        XCTAssertEqual(coverflow.itemSize, CGSize(width: 200, height: 200))
        XCTAssertEqual(coverflow.minimumLineSpacing, 10)
        XCTAssertEqual(coverflow.maximumAngle, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(coverflow.scaleFalloff, 0.2, accuracy: 1e-12)
        XCTAssertEqual(coverflow.alphaFalloff, 0.4, accuracy: 1e-12)
        XCTAssertEqual(coverflow.eyeDistance, 500)
    }

    /// A declared setting's range is checked where it is written: a turn beyond a quarter turn
    /// is refused at its value, naming the bound.
    func testADeclaredRangeIsLocated() {
        let found = diagnostics(
            for: "viewport: {width: 320, height: 600}\nlayout: {type: coverflow, maximumAngle: 120}\nsections: [4]\n")
        assertSingleDiagnostic(
            found, kind: .outOfRange, line: 2, column: 41, keyPath: "layout.maximumAngle", contains: "≤ 90")
    }

    /// A layout of one's own declares a size setting as the built-in ones do: the document's
    /// `{width, height}` reaches the class, and its default stands in when the key is left out.
    func testARegisteredSizeSetting() throws {
        try LayoutRegistry.shared.register(
            RegisteredLayout(
                "tiles", settings: [LayoutSetting("tile", .size(default: CGSize(width: 30, height: 30)), "Tile size.")]
            ) { settings in
                let layout = CollectionViewFlowLayout()
                layout.itemSize = settings.size("tile")
                return layout
            })
        defer { LayoutRegistry.shared.unregister(named: "tiles") }
        let given = try view("{type: tiles, tile: {width: 40, height: 20}}", sections: "[2]")
        XCTAssertEqual(
            (given.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize, CGSize(width: 40, height: 20))
        let omitted = try view("{type: tiles}", sections: "[2]")
        XCTAssertEqual(
            (omitted.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize, CGSize(width: 30, height: 30))
        let found = diagnostics(
            for: "viewport: {width: 320, height: 600}\nlayout: {type: tiles, tile: 40}\nsections: [2]\n")
        XCTAssertEqual(found.first?.location.keyPath, "layout.tile", "\(found)")
    }

    func testAnUnknownGalleryKeyIsLocated() {
        let found = diagnostics(
            for: "viewport: {width: 320, height: 600}\nlayout: {type: waterfall, colums: 3}\nsections: [4]\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.message.contains("did you mean `columns`") ?? false, "\(found)")
    }
}
