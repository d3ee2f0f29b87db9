import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutDocument

final class SchemaTests: XCTestCase {
    /// The committed schema must be what the code generates (regenerate with
    /// `layoutshot schema -o docs/layoutshot.schema.json`, or LAYOUTSHOT_RECORD=1).
    func testCommittedSchemaEqualsTheGeneratedOne() throws {
        let url = PackagePaths.root.appendingPathComponent("docs/layoutshot.schema.json")
        let generated = JSONSchemaGenerator.documentSchema()
        if ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "1" {
            try Data(generated.utf8).write(to: url, options: .atomic)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            committed, generated,
            "docs/layoutshot.schema.json is stale: run `layoutshot schema -o docs/layoutshot.schema.json`")
    }

    func testSchemaDeclaresDraft202012AndClosedTopLevel() throws {
        let schema = try parsedSchema()
        XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
        XCTAssertEqual(Set(schema["required"] as? [String] ?? []), ["layout", "sections"], "viewport or device")
        let properties = schema["properties"] as? [String: Any] ?? [:]
        XCTAssertEqual(Set(properties.keys), Set(WrittenDocument.fields.fields.map(\.property.name)))
    }

    func testLayoutSchemaHasOneBranchPerTypeWithEveryUIKitFlowProperty() throws {
        let schema = try parsedSchema()
        let layout = (schema["properties"] as? [String: Any])?["layout"] as? [String: Any] ?? [:]
        let branches = layout["oneOf"] as? [[String: Any]] ?? []
        let constants = branches.compactMap {
            (($0["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"] as? String
        }
        XCTAssertEqual(
            constants, ["flow", "grid", "stretchy", "compositional", "waterfall", "circle", "coverflow"])
        let flow = Set((branches.first?["properties"] as? [String: Any] ?? [:]).keys)
        let expected: Set<String> = [
            "type", "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
            "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
            "sectionFootersPinToVisibleBounds", "lineAlignment", "lastLineAlignment", "snap",
        ]
        XCTAssertTrue(flow.isSuperset(of: expected), "flow properties missing: \(expected.subtracting(flow).sorted())")
    }

    func testNumberBoundsAppearInTheSchema() throws {
        let schema = try parsedSchema()
        let viewport = (schema["properties"] as? [String: Any])?["viewport"] as? [String: Any]
        let width = (viewport?["properties"] as? [String: Any])?["width"] as? [String: Any]
        XCTAssertEqual(width?["type"] as? String, "number")
        XCTAssertEqual((width?["minimum"] as? NSNumber)?.doubleValue, 1)
        // Numbers without their own maximum carry the document-wide bound of a billion.
        XCTAssertEqual((width?["maximum"] as? NSNumber)?.doubleValue, 1e9)
    }

    private func parsedSchema() throws -> [String: Any] {
        let data = Data(JSONSchemaGenerator.documentSchema().utf8)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}
