import CollectionLayout
import Foundation
import XCTest

@testable import LayoutSpec

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
        let applied = try XCTUnwrap(OverrideApplier(overrides: overrides).apply(cell(0, 1)))
        XCTAssertEqual(applied.alpha, 0.8, "0-1 after 0-*")
        XCTAssertEqual(applied.zIndex, 5, "*-1 after 0-1")
    }
}
