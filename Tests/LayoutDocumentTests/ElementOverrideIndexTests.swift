import CollectionLayout
import Foundation
import XCTest

@testable import LayoutDocument

/// Indexed overrides find the same overrides, in the same document order, as matching every
/// selector against every element: later entries win property by property.
final class ElementOverrideIndexTests: XCTestCase {
    func testExactAndWildcardOverridesKeepDocumentOrder() throws {
        let overrides = [
            ElementOverride(selector: try XCTUnwrap(ElementSelector(key: "0-*")), alpha: 0.5),
            ElementOverride(selector: try XCTUnwrap(ElementSelector(key: "0-1")), alpha: 0.8, zIndex: 3),
            ElementOverride(selector: try XCTUnwrap(ElementSelector(key: "*-1")), zIndex: 5),
            ElementOverride(selector: try XCTUnwrap(ElementSelector(key: "header 0")), isHidden: true),
        ]
        let index = ElementOverrideIndex(overrides)
        func cell(_ section: Int, _ item: Int) -> CollectionViewLayoutAttributes {
            CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        }
        func supplementary(_ kind: String) -> CollectionViewLayoutAttributes {
            CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 0))
        }
        let elements = [
            cell(0, 1), cell(0, 2), cell(1, 1), cell(1, 0), supplementary(CollectionElementKind.sectionHeader),
            supplementary(CollectionElementKind.sectionFooter),
        ]
        for element in elements {
            XCTAssertEqual(
                index.matching(element), overrides.filter { $0.selector.matches(element) },
                "\(element.elementKey): the same overrides, in document order")
        }
        let applied = OverrideApplier(overrides: overrides).adjusted(cell(0, 1))
        XCTAssertEqual(applied.alpha, 0.8, "0-1 after 0-*")
        XCTAssertEqual(applied.zIndex, 5, "*-1 after 0-1")
    }

    func testOnlyExactOverridesFindWhatEverySelectorFinds() throws {
        // Exact cells across sections (item bits, one item beyond the bit sets), headers and footers, no
        // wildcards: every element of the grid against matching every selector.
        let keys = ["0-0", "0-63", "0-64", "2-5", "2-5", "3-5_000_000", "header 1", "footer 2", "1-130"]
        let overrides = keys.compactMap { ElementSelector(key: $0.replacingOccurrences(of: "_", with: "")) }.map {
            ElementOverride(selector: $0, alpha: 0.5)
        }
        XCTAssertEqual(overrides.count, keys.count)
        let index = ElementOverrideIndex(overrides)
        var elements: [CollectionViewLayoutAttributes] = []
        for section in 0..<4 {
            for item in [0, 1, 4, 5, 63, 64, 65, 129, 130, 131, 5_000_000] {
                elements.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section)))
            }
            for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter, "badge"] {
                elements.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section)))
            }
        }
        for element in elements {
            XCTAssertEqual(
                index.matching(element), overrides.filter { $0.selector.matches(element) }, "\(element.elementKey)")
        }
        let applied = OverrideApplier(overrides: overrides).adjusted(elements)
        XCTAssertEqual(applied.count { $0.alpha == 0.5 }, 8, "the eight elements named, each once")
        XCTAssertTrue(elements.allSatisfy { $0.alpha == 1 }, "the layout's own attributes are not changed")
    }

    func testAttributesOnlyTheQueryHoldsAreChangedInPlaceOthersAreCopied() throws {
        let applier = OverrideApplier(overrides: [
            ElementOverride(selector: try XCTUnwrap(ElementSelector(key: "0-1")), alpha: 0.25)
        ])
        // A layout that makes its attributes for each query: only the query's array holds them.
        var identities: [ObjectIdentifier] = []
        func query() -> [CollectionViewLayoutAttributes] {
            let made = [0, 1, 2].map { CollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0)) }
            identities = made.map(ObjectIdentifier.init)
            return made
        }
        let applied = applier.adjusted(query())
        XCTAssertEqual(applied.map(ObjectIdentifier.init), identities, "the same objects, changed in place")
        XCTAssertEqual(applied.map(\.alpha), [1, 0.25, 1])
        // A layout that keeps its attributes: they are copied, and the kept ones stay as they are.
        let kept = [0, 1].map { CollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: 0)) }
        let overridden = applier.adjusted(kept)
        XCTAssertTrue(overridden[0] === kept[0], "an element without overrides is passed on")
        XCTAssertFalse(overridden[1] === kept[1], "an overridden kept element is copied")
        XCTAssertEqual(overridden[1].alpha, 0.25)
        XCTAssertEqual(kept[1].alpha, 1)
    }

    func testCellKeysAreReadAsTheSchemaPatternStatesThem() {
        // key → (section, item) or nil, as `DocumentSchema.elementPattern` reads it: numbers of 1 to
        // 9 ASCII digits (no sign), or `*`; a final line break is allowed, as ICU's `$` allows it.
        let cases: [(String, (Int?, Int?)?)] = [
            ("12-345", (12, 345)), ("007-1", (7, 1)), ("1-2-3", nil), ("-1", nil), ("1-", nil), ("", nil),
            ("+1-2", nil), ("1--2", nil), ("*-3", (nil, 3)), ("99999999999999999999-1", nil), ("1 -2", nil),
            ("123456789-1", (123_456_789, 1)), ("1234567890-1", nil), ("1-2\n", (1, 2)),
        ]
        for (key, expected) in cases {
            let selector = ElementSelector(key: key)
            XCTAssertEqual(selector.map { [$0.section, $0.item] }, expected.map { [$0.0, $0.1] }, key)
            if expected != nil { XCTAssertEqual(selector?.target, .cell, key) }
        }
    }
}

extension ElementOverrideIndex {
    /// The overrides that apply to `attributes`, in the order `forEachMatch` gives them.
    fileprivate func matching(_ attributes: CollectionViewLayoutAttributes) -> [ElementOverride] {
        var found: [ElementOverride] = []
        forEachMatch(of: attributes) { found.append($0) }
        return found
    }
}
