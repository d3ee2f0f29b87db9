import CollectionLayout
import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutSnapshot

final class SnapshotTests: XCTestCase {
    func testCanonicalTextOfOneCell() {
        let cell = AttributeFixtures.cell(0, 0, CGRect(x: 10, y: 10, width: 80, height: 60))
        let snapshot = LayoutSnapshot(
            attributes: [cell], contentSize: CGSize(width: 370, height: 220),
            viewport: CGRect(x: 0, y: 0, width: 390, height: 844))
        // Written by hand from docs/snapshot-format.md.
        let expected = """
            {
              "contentSize": {"height": 220, "width": 370},
              "elements": [
                {
                  "alpha": 1,
                  "category": "cell",
                  "center": {"x": 50, "y": 40},
                  "frame": {"height": 60, "width": 80, "x": 10, "y": 10},
                  "hidden": false,
                  "item": 0,
                  "kind": null,
                  "section": 0,
                  "size": {"height": 60, "width": 80},
                  "transform": [1, 0, 0, 1, 0, 0],
                  "zIndex": 0
                }
              ],
              "version": 1,
              "viewport": {"height": 844, "width": 390, "x": 0, "y": 0}
            }

            """
        XCTAssertEqual(snapshot.jsonString(), expected)
    }

    func testElementsAreOrderedByKeyWhateverTheLayoutOrder() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let attributes = [
            AttributeFixtures.decoration("background", 0, 0, frame),
            AttributeFixtures.cell(1, 0, frame),
            AttributeFixtures.supplementary(CollectionElementKind.sectionHeader, 0, 0, frame),
            AttributeFixtures.cell(0, 1, frame),
            AttributeFixtures.supplementary(CollectionElementKind.sectionFooter, 0, 0, frame),
            AttributeFixtures.cell(0, 0, frame),
        ]
        let snapshot = LayoutSnapshot(attributes: attributes, contentSize: .zero, viewport: .zero)
        let expected: [ElementKey] = [
            .cell(IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0)),
            .cell(IndexPath(item: 0, section: 1)),
            .supplementary(CollectionElementKind.sectionFooter, IndexPath(item: 0, section: 0)),
            .supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 0)),
            .decoration("background", IndexPath(item: 0, section: 0)),
        ]
        XCTAssertEqual(snapshot.elements.map(\.key), expected)
    }

    func testRoundTripKeepsEveryField() throws {
        let rotated = AttributeFixtures.cell(0, 1, CGRect(x: 100, y: 10, width: 80, height: 60))
        rotated.transform = CGAffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 3, ty: -4)
        rotated.alpha = 0.5
        rotated.zIndex = 3
        let perspective = AttributeFixtures.cell(0, 2, CGRect(x: 190, y: 10, width: 80, height: 60))
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        transform.m13 = 0.125
        perspective.transform3D = transform
        let hidden = AttributeFixtures.supplementary(
            CollectionElementKind.sectionHeader, 0, 0, CGRect(x: 0, y: 0, width: 550, height: 10))
        hidden.isHidden = true
        let snapshot = LayoutSnapshot(
            attributes: [perspective, hidden, rotated], contentSize: CGSize(width: 550, height: 80.5),
            viewport: CGRect(x: 0, y: 12.25, width: 390, height: 844))
        let decoded = try LayoutSnapshot.decode(from: snapshot.jsonData())
        XCTAssertEqual(decoded, snapshot)
        XCTAssertEqual(decoded.elements.map(\.hidden), [false, false, true])
        // A JSONEncoder round trip reads back equal too (same keys).
        XCTAssertEqual(try JSONDecoder().decode(LayoutSnapshot.self, from: JSONEncoder().encode(snapshot)), snapshot)
    }

    func testTransformFormsAreSixOrSixteenNumbers() {
        let affine = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(
            SnapshotTransform.numbers(CATransform3DMakeAffineTransform(affine)).map(JSONValue.format),
            ["0", "1", "-1", "0", "0", "0"])
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let numbers = SnapshotTransform.numbers(perspective)
        XCTAssertEqual(numbers.count, 16)
        XCTAssertEqual(numbers[11], -0.002, "m34 is the 12th entry, row by row")
    }

    func testNumbersAreRoundedWithoutNoiseOrNegativeZero() {
        XCTAssertEqual(JSONValue.format(110.00000000000001), "110")
        XCTAssertEqual(JSONValue.format(0.1 + 0.2), "0.3")
        XCTAssertEqual(JSONValue.format(-0.0), "0")
        XCTAssertEqual(JSONValue.format(-0.0000001), "0")
        XCTAssertEqual(JSONValue.format(137.5), "137.5")
        XCTAssertEqual(JSONValue.format(-2.000_000_4), "-2")
        XCTAssertEqual(JSONValue.format(0.000_012), "0.000012")
        XCTAssertEqual(JSONValue.format(1.0 / 3), "0.333333")
        XCTAssertEqual(JSONValue.format(.infinity), "null")
    }

    func testMillionthsAreWrittenAsTheShortestRoundTripTextWouldBe() {
        // The rule as stated (shortest round-trip text of the rounded value, six fixed decimals
        // instead of an exponent) against the millionths written out, below 10⁹ where that is
        // used: random values of every magnitude, both signs, and the edges of the range.
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0.000_001, -0.000_001, 0.000_1, 0.000_012_5, 999_999_999.999_999, -999_999_999.999_999, 0.5, -0.5,
            1e-7, 123_456_789.012_345, 0.1 + 0.2, 2.0 / 3,
            // Halves of a millionth, a millionth either side of whole numbers, and 10⁹'s edge.
            0.000_000_5, -0.000_000_5, 2.999_999_5, 2.999_999, 3.000_001, -7.000_000_4, 999_999_999.999_999_5,
            -999_999_999.999_999_5, 1e9, -1e9, 1e9 + 0.5, 1e9 - 1, 4_503_599_627.370_496,
            // Fractions of at most three decimals, which skip the digit loop.
            0.25, 0.125, 0.01, 0.001, 0.12, -0.375, 999_999_999.5, -3.001, 97.5, 48.75,
        ]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -7...9, using: &generator)
            values.append(pow(10, magnitude) * (Bool.random(using: &generator) ? 1 : -1))
            values.append(Double(Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)) / 1e6)
        }
        for value in values {
            let stated = JSONValue.wholeNumber(value).map(String.init) ?? JSONValue.shortestFormat(value)
            XCTAssertEqual(JSONValue.format(value), stated, "\(value)")
        }
    }

    func testSameLayoutGivesIdenticalBytes() {
        let grid = AttributeFixtures.referenceGrid()
        let a = LayoutSnapshot(attributes: grid.attributes, contentSize: grid.contentSize, viewport: .zero).jsonData()
        let b = LayoutSnapshot(attributes: grid.attributes.reversed(), contentSize: grid.contentSize, viewport: .zero)
            .jsonData()
        XCTAssertEqual(a, b)
    }

    func testUnknownVersionIsRejected() {
        let json =
            #"{"version": 2, "contentSize": {"width": 0, "height": 0}, "viewport": {"x": 0, "y": 0, "width": 0, "height": 0}, "elements": []}"#
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data(json.utf8), source: "a.json")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("a.json: version: "), message)
            XCTAssertTrue(message.contains("unsupported snapshot version 2"), message)
        }
    }

    func testBadTransformNamesItsKeyPath() {
        let json = """
            {"version": 1, "contentSize": {"width": 0, "height": 0}, "viewport": {"x": 0, "y": 0, "width": 0, "height": 0},
             "elements": [{"category": "cell", "kind": null, "section": 0, "item": 0,
               "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "center": {"x": 0.5, "y": 0.5},
               "size": {"width": 1, "height": 1}, "zIndex": 0, "alpha": 1, "hidden": false, "transform": [1, 0, 0]}]}
            """
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data(json.utf8), source: "b.json")) { error in
            XCTAssertEqual(
                "\(error)", "b.json: elements[0].transform: expected 6 numbers (affine) or 16 (3D), found 3")
        }
    }

    func testNumbersBeyondWhatASnapshotHoldsNameTheirKeyPath() {
        // The hardening issue's tampered references: a centre at 1e16 made `diff` trap on an
        // integer conversion; alpha 1e300 and sizes of ±1e300 overflowed the differences.
        func snapshot(center: String = "0.5", alpha: String = "1", width: String = "1") -> Data {
            Data(
                """
                {"version": 1, "contentSize": {"width": 0, "height": 0}, "viewport": {"x": 0, "y": 0, "width": 0, "height": 0},
                 "elements": [{"category": "cell", "kind": null, "section": 0, "item": 0,
                   "frame": {"x": 0, "y": 0, "width": \(width), "height": 1}, "center": {"x": 0.5, "y": \(center)},
                   "size": {"width": 1, "height": 1}, "zIndex": 0, "alpha": \(alpha), "hidden": false,
                   "transform": [1, 0, 0, 1, 0, 0]}]}
                """.utf8)
        }
        XCTAssertNoThrow(try LayoutSnapshot.decode(from: snapshot(center: "1e12"), source: "ok.json"))
        let cases = [
            (snapshot(center: "1e16"), "elements[0].center.y", "1e+16"),
            (snapshot(alpha: "1e300"), "elements[0].alpha", "1e+300"),
            (snapshot(width: "-1e300"), "elements[0].frame.width", "-1e+300"),
        ]
        for (data, keyPath, found) in cases {
            XCTAssertThrowsError(try LayoutSnapshot.decode(from: data, source: "t.json")) { error in
                XCTAssertEqual(
                    "\(error)",
                    "t.json: \(keyPath): expected a number from -1000000000000 to 1000000000000, found \(found)")
            }
        }
    }

    func testMissingKeyAndMalformedJSONAreErrorsNotCrashes() {
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data(#"{"version": 1}"#.utf8), source: "c.json")) {
            error in
            XCTAssertEqual("\(error)", "c.json: contentSize: missing key \"contentSize\"")
        }
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data("{".utf8), source: "d.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("d.json: not valid JSON"), "\(error)")
        }
        // The '1' after the missing colon is on line 2, column 13.
        let missingColon = "{\n  \"version\" 1}"
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data(missingColon.utf8), source: "e.json")) { error in
            XCTAssertTrue("\(error)".hasSuffix("at line 2, column 13"), "\(error)")
        }
        XCTAssertThrowsError(try LayoutSnapshot.decode(from: Data(#"{"version": "1"}"#.utf8), source: "f.json")) {
            error in
            XCTAssertEqual("\(error)", "f.json: version: expected an integer, found a string")
        }
    }

    func testStringsAreEscapedPerRFC8259() {
        let value = JSONValue.object(["k": .string("a\"b\\c\nd\u{1}é")])
        XCTAssertEqual(value.canonicalString, "{\"k\": \"a\\\"b\\\\c\\nd\\u0001é\"}\n")
    }
    func testSnapshotOfACollectionViewHoldsTheWholeContent() {
        let layout = CollectionViewGridLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [4, 6, 2]))
        collectionView.contentOffset = CGPoint(x: 0, y: 75)
        let grid = AttributeFixtures.referenceGrid()
        let snapshot = LayoutSnapshot(collectionView: collectionView)
        XCTAssertEqual(
            snapshot,
            LayoutSnapshot(
                attributes: grid.attributes, contentSize: grid.contentSize,
                viewport: CGRect(x: 0, y: 75, width: 200, height: 100)))
    }
}
