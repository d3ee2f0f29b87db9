import CollectionLayout
import Foundation
import XCTest

@testable import LayoutDocument

/// Each document key is declared once (`DocumentField`): the declaration states the key for the
/// JSON Schema and the validator and reads its value, so what the schema accepts is what the
/// reader reads.
final class DocumentFieldTests: XCTestCase {
    private func decode(_ text: String) throws -> LayoutDocument {
        try LayoutDocument.decode("viewport: {width: 320, height: 480}\n" + text, file: "doc.yaml")
    }

    /// The schema's keys of an object are exactly the keys its reading knows, in one order: a key
    /// added to the schema without a reading (or the reverse) cannot happen, and this checks that
    /// every object the document is made of is built that way, down to nested objects.
    func testEveryObjectOfTheDocumentIsDescribedByTheFieldsThatReadIt() {
        let top = WrittenDocument.fields
        XCTAssertEqual(top.shape.properties.map(\.name), top.fields.map(\.property.name))
        guard case .object(let shape) = DocumentSchema.document else { return XCTFail("the document is an object") }
        XCTAssertEqual(shape.properties.map(\.name), top.fields.map(\.property.name))
        XCTAssertEqual(
            Set(top.fields.map(\.property.name)),
            [
                "version", "viewport", "device", "environment", "contentOffset", "contentInset", "layout", "sections",
                "style", "render", "overrides", "scroll", "annotations", "views", "check", "updates", "transition",
                "animation",
            ])
    }

    /// `parallax` and `headerOverlay` are `true`/`false` or their settings; settings switch the
    /// feature on unless they say `enabled: false` (the tutorial's defaults otherwise: 60, 0.6).
    func testToggleFieldsReadABooleanOrSettings() throws {
        func settings(_ layout: String) throws -> StretchyLayoutSettings {
            guard case .stretchy(let settings) = try decode("layout: \(layout)\nsections: [3]\n").layout else {
                throw XCTSkip("not a stretchy layout")
            }
            return settings
        }
        let off = try settings("{type: stretchy, parallax: false, headerOverlay: false}")
        XCTAssertFalse(off.isParallaxOnCellsEnabled)
        XCTAssertFalse(off.isHeaderOverlayEnabled)
        XCTAssertEqual(off.maxParallaxOffset, 60)
        let tuned = try settings(
            "{type: stretchy, parallax: {maxOffset: 40}, headerOverlay: {enabled: false, maxAlpha: 0.2}}")
        XCTAssertTrue(tuned.isParallaxOnCellsEnabled)
        XCTAssertEqual(tuned.maxParallaxOffset, 40)
        XCTAssertFalse(tuned.isHeaderOverlayEnabled)
        XCTAssertEqual(tuned.headerOverlayMaxAlpha, 0.2)
    }

    /// A percent size with a final line break passes the schema's pattern (ICU's `$` allows the
    /// break) and now reads as the percentage it writes; the reader once read it as 0.
    func testAPercentSizeReadsAsTheSchemaAcceptsIt() throws {
        let document = try decode(
            """
            layout:
              type: compositional
              sections:
                - group: {width: "100%", height: 50, items: [{width: "50%\\n", height: "100%"}]}
            sections: [2]
            """)
        guard case .compositional(let layout) = document.layout else { return XCTFail("compositional") }
        XCTAssertEqual(layout.sections.first?.group.items?.first?.width, .fractionalWidth(0.5))
        // Two items of half the 320-point width side by side.
        let view = try document.makeCollectionView()
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 160)
    }

    /// Map entries keep document order and where each key is written; a single value and a list
    /// read alike (`insert: 0-1` is `insert: [0-1]`).
    func testMapsKeepTheirKeysAndOneValueReadsAsAList() throws {
        let document = try decode(
            """
            layout: {type: flow, itemSize: {width: 50, height: 50}}
            sections: [4]
            overrides:
              0-3: {alpha: 0.5}
              0-1: {zIndex: 2}
            updates:
              - insert: 0-1
              - delete: [0-2, 0-3]
            """)
        XCTAssertEqual(document.overrides.map(\.selector.description), ["0-3", "0-1"])
        XCTAssertEqual(document.overrides.map { $0.location?.line }, [5, 6])
        guard case .updates(let update)? = document.change else { return XCTFail("an update") }
        XCTAssertEqual(update.changes.insertedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(update.changes.deletedItems, [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    }
}
