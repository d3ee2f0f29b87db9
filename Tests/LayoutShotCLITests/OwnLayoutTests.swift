import CollectionLayout
import Foundation
import LayoutDocument
import LayoutShotCommandLine
import LayoutSpec
import XCTest

/// A team's own layout class through the embeddable command line: registered by name with its
/// settings, then used by documents in every command.
final class OwnLayoutTests: XCTestCase {
    /// The team's layout: square cells in `columns` columns with `gap` between them.
    private final class MosaicLayout: CollectionViewLayout {
        let columns: Int
        let gap: CGFloat
        private var count = 0

        init(columns: Int, gap: CGFloat) {
            self.columns = max(1, columns)
            self.gap = gap
            super.init()
        }

        required init?(coder: NSCoder) { nil }

        private var side: CGFloat {
            ((collectionView?.bounds.width ?? 0) - gap * CGFloat(columns - 1)) / CGFloat(columns)
        }

        override func prepare() {
            super.prepare()
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }

        override var collectionViewContentSize: CGSize {
            let rows = (count + columns - 1) / columns
            return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * (side + gap) - gap)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            guard indexPath.item < count else { return nil }
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: CGFloat(indexPath.item % columns) * (side + gap),
                y: CGFloat(indexPath.item / columns) * (side + gap),
                width: side, height: side)
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.overlaps(rect) }
        }
    }

    private let mosaic = RegisteredLayout(
        "mosaic", summary: "Square cells in columns.",
        settings: [
            LayoutSetting("columns", .integer(default: 3, minimum: 1, maximum: 12), "Number of columns."),
            LayoutSetting("gap", .number(default: 10, minimum: 0), "Space between cells."),
        ]
    ) { settings in
        MosaicLayout(columns: settings.integer("columns"), gap: settings.number("gap"))
    }

    private func write(_ text: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("mosaic.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Four columns 6 apart in 300: cells (300 − 18) / 4 = 70.5 wide; item 5 is row 1, column 1.
    func testADocumentUsesTheRegisteredLayoutWithItsSettings() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = try write(
            "viewport: {width: 300, height: 400}\nlayout: {type: mosaic, columns: 4, gap: 6}\nsections: [6]\n",
            in: directory)
        let output = directory.appendingPathComponent("out.json")
        XCTAssertEqual(LayoutShot.run(["render", document.path, "-o", output.path], layouts: [mosaic]), 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        let elements = json?["elements"] as? [[String: Any]] ?? []
        let frame = elements.first { $0["item"] as? Int == 5 }?["frame"] as? [String: Double]
        XCTAssertEqual(frame?["x"], 76.5)
        XCTAssertEqual(frame?["y"], 76.5)
        XCTAssertEqual(frame?["width"], 70.5)
        let png = directory.appendingPathComponent("out.png")
        XCTAssertEqual(LayoutShot.run(["render", document.path, "-o", png.path], layouts: [mosaic]), 0, "PNG too")
        XCTAssertNil(LayoutRegistry.shared.layout(named: "mosaic"), "unregistered after the run")
    }

    /// A document's `overrides` reach a registered layout as they reach the built-in ones (one
    /// hook on every layout, not a subclass per type): item 5 hidden and rotated, item 1 half
    /// transparent, every other cell as the layout answers it.
    func testOverridesApplyToARegisteredLayout() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = try write(
            """
            viewport: {width: 300, height: 400}
            layout: {type: mosaic, columns: 4, gap: 6}
            sections: [6]
            overrides:
              "0-5": {hidden: true, zIndex: 3}
              "0-1": {alpha: 0.5}
            """, in: directory)
        let output = directory.appendingPathComponent("out.json")
        XCTAssertEqual(LayoutShot.run(["render", document.path, "-o", output.path], layouts: [mosaic]), 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        let elements = json?["elements"] as? [[String: Any]] ?? []
        func element(_ item: Int) -> [String: Any]? { elements.first { $0["item"] as? Int == item } }
        XCTAssertEqual(element(5)?["hidden"] as? Bool, true)
        XCTAssertEqual(element(5)?["zIndex"] as? Int, 3)
        XCTAssertEqual(element(1)?["alpha"] as? Double, 0.5)
        XCTAssertEqual(element(0)?["alpha"] as? Double, 1)
        XCTAssertEqual(element(0)?["hidden"] as? Bool, false)
    }

    func testTheSchemaDescribesTheRegisteredLayoutAndBadSettingsAreLocated() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let schema = directory.appendingPathComponent("schema.json")
        XCTAssertEqual(LayoutShot.run(["schema", "-o", schema.path], layouts: [mosaic]), 0)
        let text = try String(contentsOf: schema, encoding: .utf8)
        XCTAssertTrue(text.contains("\"mosaic\"") && text.contains("Number of columns."), "the schema has its branch")

        let document = try write(
            "viewport: {width: 300, height: 400}\nlayout: {type: mosaic, columns: 40}\nsections: [6]\n", in: directory)
        XCTAssertEqual(
            LayoutShot.run(
                ["render", document.path, "-o", directory.appendingPathComponent("x.svg").path], layouts: [mosaic]),
            2, "columns 40 is over the declared maximum")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.svg").path))
    }

    func testBuiltInNamesCannotBeTaken() {
        let impostor = RegisteredLayout("flow") { _ in CollectionViewFlowLayout() }
        XCTAssertEqual(LayoutShot.run(["schema"], layouts: [impostor]), 2)
    }
}
