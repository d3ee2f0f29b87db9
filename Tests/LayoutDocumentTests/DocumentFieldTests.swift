import CollectionLayout
import Foundation
import XCTest

@testable import LayoutDocument

/// Each document key is declared once (`DocumentField`): the declaration states the key for the
/// JSON Schema and the validator and reads its value, so what the schema accepts is what the
/// reader reads.
final class DocumentFieldTests: XCTestCase {
    private func decode(_ text: String) throws(DocumentError) -> LayoutDocument {
        try LayoutDocument.decode("viewport: {width: 320, height: 480}\n" + text, file: "doc.yaml")
    }

    /// The JSON Schema's top-level keys are the keys the reader reads, from one list, and the keys
    /// read first (the ones the others are read against) are among them.
    func testTheDocumentsKeysComeFromTheListTheReaderReads() {
        let top = WrittenDocument.fields
        guard case .object(let shape) = DocumentSchema.document else { return XCTFail("the document is an object") }
        XCTAssertEqual(shape.properties.map(\.name), top.fields.map(\.property.name))
        XCTAssertEqual(
            Set(top.fields.map(\.property.name)),
            [
                "version", "viewport", "device", "environment", "contentOffset", "contentInset", "layout", "sections",
                "style", "render", "overrides", "scroll", "annotations", "views", "check", "updates", "transition",
                "animation",
            ])
        XCTAssertTrue(WrittenDocument.readFirst.isSubset(of: Set(top.fields.map(\.property.name))))
    }

    /// What the reader reports, for a document whose problems are listed.
    private func problems(_ text: String) -> [String] {
        do {
            _ = try decode(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" }
        }
    }

    /// A list that starts with a size is per-item sizes, which a grid refuses, even when a text
    /// follows (that is a second problem, reported too).
    func testAMixedItemListIsRefusedForBothReasons() {
        let found = problems("layout: {type: grid}\nsections:\n  - items: [{width: 10, height: 10}, \"two\"]\n")
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("a size for every item or a text for every item") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("per-item sizes need `type: flow`") }, "\(found)")
    }

    /// Only `header` and `footer` titles ask the flow layout for a header or footer size; a
    /// supplementary title of a kind spelled like UIKit's header kind is the layout's own.
    func testOnlyHeaderAndFooterTitlesNeedAReferenceSize() {
        let header = problems("layout: {type: flow}\nsections:\n  - {items: 2, header: Fruit}\n")
        XCTAssertEqual(header.count, 1, "\(header)")
        XCTAssertTrue(header.first?.contains("draws no section headers") ?? false, "\(header)")
        let supplementary = problems(
            "layout: {type: flow}\nsections:\n  - {items: 2, supplementary: {UICollectionElementKindSectionHeader: Fruit}}\n"
        )
        XCTAssertEqual(supplementary, [])
    }

    /// An annotation naming a pattern quotes the key as written.
    func testAnAnnotationPatternIsQuotedAsWritten() {
        let found = problems(
            "layout: {type: flow}\nsections: [3]\nannotations:\n  - {callout: \"00-*\", text: Here}\n")
        XCTAssertEqual(found, ["5: expected one element, found the pattern `00-*`"])
    }

    /// The animation options are read beside unsound sections, so one run reports both (the
    /// change and the scroll, which are read against the sections, are not).
    func testAnimationOptionsAreReadBesideUnsoundSections() {
        let found = problems(
            """
            layout: {type: grid}
            sections:
              - items: [{width: 10, height: 10}]
            animation: {curve: {spring: {stiffness: 0.0001, damping: 0.0001}}}
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertEqual(found.map { $0.prefix(2) }, ["4:", "5:"], "\(found)")
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
