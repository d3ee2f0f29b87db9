import CollectionLayout
import Foundation
import LayoutSnapshot
import LayoutStyle
import LayoutSupport
import LayoutTestSupport
import XCTest

@testable import LayoutRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class SVGWriterTests: XCTestCase {
    private func gridScene(options: RenderOptions = RenderOptions(showViewport: true, highlightVisible: true)) -> Scene
    {
        let grid = AttributeFixtures.referenceGrid()
        let header = AttributeFixtures.supplementary(
            CollectionElementKind.sectionHeader, 1, 0, CGRect(x: 0, y: 70, width: 550, height: 10))
        let rotated = AttributeFixtures.cell(3, 0, CGRect(x: 400, y: 150, width: 80, height: 60))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 12)
        rotated.alpha = 0.5
        return SceneBuilder(options: options).makeScene(
            attributes: grid.attributes + [header, rotated], contentSize: grid.contentSize,
            viewport: CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testOutputIsDeterministic() {
        let first = SVGWriter().document(for: gridScene())
        let second = SVGWriter().document(for: gridScene())
        XCTAssertEqual(first, second)
    }

    func testLargeFiguresWrittenOnEveryCoreAreTheSerialDocument() throws {
        // 17,000 elements: more than one batch of slices formatted in parallel, with rotated,
        // translucent and header elements among them, against the one-node-at-a-time writer.
        var attributes: [CollectionViewLayoutAttributes] = []
        for item in 0..<17_000 {
            let cell = AttributeFixtures.cell(
                0, item, CGRect(x: (item % 10) * 50, y: (item / 10) * 50, width: 40, height: 40))
            if item % 7 == 0 { cell.transform = CGAffineTransform(rotationAngle: .pi / 9) }
            if item % 5 == 0 { cell.alpha = 0.5 }
            attributes.append(cell)
        }
        attributes.append(
            AttributeFixtures.supplementary(
                CollectionElementKind.sectionHeader, 0, 0, CGRect(x: 0, y: 0, width: 500, height: 10)))
        let figure = SceneBuilder(options: RenderOptions(showViewport: true, highlightVisible: true)).makeFigure(
            attributes: attributes, contentSize: CGSize(width: 500, height: 85_000),
            viewport: CGRect(x: 0, y: 0, width: 500, height: 800))
        let serial = SVGWriter().document(for: figure.scene)
        var chunks = 0
        var parallel: [UInt8] = []
        var stream = ByteStream(chunkSize: 1 << 16) {
            chunks += 1
            parallel += $0
        }
        // Three workers whatever the machine, so the slices really are made side by side.
        var writer = SVGWriter()
        writer.workers = 3
        try writer.write(figure.layers(), to: &stream)
        XCTAssertTrue(String(decoding: parallel, as: UTF8.self) == serial, "the two writers differ")
        XCTAssertGreaterThan(chunks, 2, "written in pieces, not at once")
    }

    func testDocumentIsWellFormedWithOneGroupPerElement() throws {
        let svg = SVGWriter().data(for: gridScene())
        let collector = ElementCollector()
        let parser = XMLParser(data: svg)
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "XMLParser: \(String(describing: parser.parserError))")
        XCTAssertEqual(collector.root?["font-family"], "'DejaVu Sans', Verdana, sans-serif")
        let cells = collector.groups.filter { ($0["class"] ?? "").hasPrefix("cell") }
        XCTAssertEqual(cells.count, 13, "12 grid cells and the rotated one")
        XCTAssertEqual(cells.first?["data-index-path"], "0-0")
        let headers = collector.groups.filter { $0["class"] == "supplementary header highlighted" }
        XCTAssertEqual(headers.count, 1)
        XCTAssertEqual(headers.first?["data-kind"], CollectionElementKind.sectionHeader)
        XCTAssertEqual(cells.filter { ($0["class"] ?? "").contains("highlighted") }.count, 6)
        XCTAssertEqual(collector.titles.filter { $0.hasPrefix("cell 0-0: ") }.count, 1, "hover title of cell 0-0")
    }

    func testElementGroupFollowsTheStrokeAndTextRules() {
        let element = SceneElement(
            key: .cell(IndexPath(item: 3, section: 0)), size: CGSize(width: 80, height: 60),
            center: CGPoint(x: 50, y: 40),
            style: ElementStyle(
                fill: .rgb(0xDCE9F9), stroke: .rgb(0x3E7BC4), strokeWidth: 1, cornerRadius: 4, fontSize: 12,
                textColor: .rgb(0x1D3A5F)),
            label: "0-3")
        let expected = """
            <g class="cell" data-index-path="0-3" transform="translate(50 40)">
              <title>cell 0-3: center (50, 40), size 80 × 60, label "0-3"</title>
              <rect x="-39.5" y="-29.5" width="79" height="59" rx="3.5" fill="#dce9f9" stroke="#3e7bc4" stroke-width="1"/>
              <text y="4.2" font-size="12" text-anchor="middle" fill="#1d3a5f">0-3</text>
            </g>

            """
        // Stroke 1 inset by 0.5 on each side: 79×59 at (−39.5, −29.5), radius 4 − 0.5;
        // baseline 0 + 0.35 · 12 = 4.2.
        XCTAssertEqual(SVGWriter().elementGroup(element), expected)
    }

    func testRotatedTranslucentElementUsesMatrixAndGroupOpacity() {
        var element = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 10, height: 10),
            center: CGPoint(x: 5, y: 5),
            style: ElementStyle(fill: .white))
        element.transform3D = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        element.alpha = 0.25
        let group = SVGWriter().elementGroup(element)
        // cos 90° = 0 (6e-17 printed as 0), sin 90° = 1.
        XCTAssertTrue(group.contains("transform=\"matrix(0 1 -1 0 5 5)\""), group)
        XCTAssertTrue(group.contains("opacity=\"0.25\""), group)
    }

    func testPerspectiveElementIsAPolygon() {
        var transform = CATransform3DIdentity
        transform.m14 = -1 / 400
        let element = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 80, height: 60),
            center: CGPoint(x: 40, y: 30),
            transform3D: transform, style: ElementStyle(fill: .white))
        let group = SVGWriter().elementGroup(element)
        // Corners (40 − 40/1.1, 30 − 30/1.1) = (3.636, 2.727) and (40 + 40/0.9, 30 − 30/0.9) = (84.444, −3.333)…
        XCTAssertTrue(group.contains("<polygon points=\"3.636,2.727 84.444,-3.333 84.444,63.333 3.636,57.273\""), group)
        XCTAssertFalse(group.contains("transform="), group)
    }

    func testTextIsEscaped() throws {
        let grid = AttributeFixtures.referenceGrid()
        let key = ElementKey.cell(IndexPath(item: 0, section: 0))
        let nasty = "<a & \"b\" 'c'>"
        // A control character XML 1.0 forbids becomes U+FFFD (one escaper for SVG and reports).
        let control = ElementKey.cell(IndexPath(item: 1, section: 0))
        // A kind with quotes goes into attributes (`data-kind`) and the hover text.
        let badge = AttributeFixtures.decoration("a\"b<c", 0, 0, CGRect(x: 0, y: 0, width: 30, height: 30))
        let scene = SceneBuilder(options: RenderOptions(title: "x < y & z")).makeScene(
            attributes: grid.attributes + [badge], contentSize: grid.contentSize, viewport: .zero,
            labels: [key: nasty, control: "a\u{1}b"])
        let document = SVGWriter().document(for: scene)
        XCTAssertTrue(document.contains(">&lt;a &amp; \"b\" 'c'&gt;</text>"), "escaped label")
        XCTAssertTrue(document.contains("label \"&lt;a &amp; \"b\" 'c'&gt;\"</title>"), "escaped hover text")
        XCTAssertTrue(document.contains(" data-kind=\"a&quot;b&lt;c\""), "escaped attribute")
        XCTAssertTrue(document.contains("<title>a\"b&lt;c 0-0: "), "escaped kind in the hover text")
        XCTAssertTrue(document.contains(">a\u{FFFD}b</text>"), "forbidden character replaced")
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "XMLParser: \(String(describing: parser.parserError))")
        XCTAssertTrue(collector.texts.contains(nasty), "parsed texts: \(collector.texts)")
        XCTAssertTrue(collector.texts.contains("x < y & z"))
    }

    func testNumbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        XCTAssertEqual(SVGFormat.number(12), "12")
        XCTAssertEqual(SVGFormat.number(0.1 + 0.2), "0.3")
        XCTAssertEqual(SVGFormat.number(1.0 / 3), "0.333")
        XCTAssertEqual(SVGFormat.number(2.0 / 3), "0.667")
        XCTAssertEqual(SVGFormat.number(-0.0), "0")
        XCTAssertEqual(SVGFormat.number(-0.0004), "0")
        XCTAssertEqual(SVGFormat.number(-1.25), "-1.25")
        XCTAssertEqual(SVGFormat.number(1_000_000.0005), "1000000.001")
        XCTAssertEqual(SVGFormat.number(.nan), "0")
    }

    func testNumbersStreamedIntoTheOutputAreTheNumbersSVGFormatPrints() {
        // The element writer prints numbers straight into its byte stream; every value the
        // string form has a rule for must come out the same.
        let values: [Double] = [
            12, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, -0.0, -0.0004, -1.25, 1_000_000.0005, .nan, 0.05, 0.007, -0.5,
            1e19, -1e19, 9.5e12, 9e12 + 0.5, .greatestFiniteMagnitude, 12_345.678_9,
        ]
        for value in values {
            let bytes = ByteStream.collectWriter { $0.append(thousandths: value) }
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), SVGFormat.number(CGFloat(value)), "\(value)")
            XCTAssertEqual(DecimalText.isZeroInThousandths(value), SVGFormat.number(CGFloat(value)) == "0", "\(value)")
        }
    }

    func testNumbersBeyondSixtyFourBitsPrintWholeInsteadOfTrapping() {
        // 2⁶³ ≈ 9.22e18 overflowed the Int64 conversion (a runtime trap, exit 132).
        XCTAssertEqual(SVGFormat.number(1e19), "10000000000000000000")
        XCTAssertEqual(SVGFormat.number(-1e19), "-10000000000000000000")
        XCTAssertEqual(SVGFormat.number(9.5e12), "9500000000000")
        XCTAssertEqual(SVGFormat.number(CGFloat.greatestFiniteMagnitude).count, 309, "every digit, no exponent")
    }

    func testKindClassNamesAreCSSSafe() {
        XCTAssertEqual(SVGFormat.className(ofKind: CollectionElementKind.sectionFooter), "footer")
        XCTAssertEqual(SVGFormat.className(ofKind: "section background"), "section-background")
        XCTAssertEqual(SVGFormat.className(ofKind: "1st"), "kind-1st")
    }

    func testClippedPanelIsANestedViewport() {
        let scene = gridScene(options: RenderOptions(region: .viewport))
        let document = SVGWriter().document(for: scene)
        XCTAssertTrue(
            document.contains(
                "<svg class=\"panel\" data-label=\"region\" x=\"16\" y=\"16\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\" overflow=\"hidden\">"
            ), document)
    }
}

/// Collects what the SVG tests look at while XMLParser reads a document.
final class ElementCollector: NSObject, XMLParserDelegate {
    var root: [String: String]?
    var groups: [[String: String]] = []
    var titles: [String] = []
    var texts: [String] = []
    private var current: String?
    private var buffer = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "svg", root == nil { root = attributes }
        if elementName == "g" { groups.append(attributes) }
        current = elementName
        buffer = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { buffer += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "title" { titles.append(buffer) }
        if elementName == "text" { texts.append(buffer) }
        buffer = ""
    }
}
