import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutStyle
import LayoutSupport
import XCTest

/// Pixel checks of the Cairo backend at known coordinates; expected values follow from the
/// scene's drawing contract and source-over compositing.
final class RasterRendererTests: XCTestCase {
    private let blue = Color(red: 0, green: 0, blue: 255)

    private func cell(
        _ item: Int, center: CGPoint, size: CGSize, style: ElementStyle, alpha: CGFloat = 1,
        transform: CATransform3D = CATransform3DIdentity, label: String? = nil
    ) -> SceneNode {
        .element(
            SceneElement(
                key: .cell(IndexPath(item: item, section: 0)), size: size, center: center, transform3D: transform,
                alpha: alpha, style: style, label: label))
    }

    private func render(_ nodes: [SceneNode], size: CGSize = CGSize(width: 40, height: 30), scale: CGFloat = 1)
        throws -> RGBAImage
    {
        try RasterRenderer(scale: scale).image(for: Scene(size: size, background: .white, nodes: nodes))
    }

    private func assertPixel(
        _ image: RGBAImage, _ x: Int, _ y: Int, _ expected: Color, tolerance: Int = 0, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let got = image.pixel(x: x, y: y) else {
            return XCTFail("\(what): (\(x), \(y)) outside \(image.width)×\(image.height)", file: file, line: line)
        }
        let deltas = [
            Int(got.red) - Int(expected.red), Int(got.green) - Int(expected.green), Int(got.blue) - Int(expected.blue),
            Int(got.alpha) - Int(expected.alpha),
        ]
        XCTAssertTrue(
            deltas.allSatisfy { abs($0) <= tolerance },
            "\(what) at (\(x), \(y)): got \(got), expected \(expected) ±\(tolerance)",
            file: file, line: line)
    }

    func testCellFillAtCentreAndBackgroundOutside() throws {
        let fill = Color(red: 0xDC, green: 0xE9, blue: 0xF9)
        let image = try render([
            cell(0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 20, height: 10), style: ElementStyle(fill: fill))
        ])
        assertPixel(image, 20, 15, Color(red: 0xDC, green: 0xE9, blue: 0xF9), "cell 0-0 centre")
        assertPixel(image, 10, 10, Color(red: 0xDC, green: 0xE9, blue: 0xF9), "cell 0-0 top-left pixel")
        assertPixel(image, 9, 15, Color(red: 255, green: 255, blue: 255), "left of cell 0-0 (frame x 10…30)")
        assertPixel(image, 20, 9, Color(red: 255, green: 255, blue: 255), "above cell 0-0 (frame y 10…20)")
        assertPixel(image, 0, 0, Color(red: 255, green: 255, blue: 255), "canvas corner")
    }

    func testHalfTransparentCellBlendsOverBackground() throws {
        let image = try render([
            cell(
                0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 20, height: 10), style: ElementStyle(fill: blue),
                alpha: 0.5)
        ])
        // Source-over of (0, 0, 255) at 0.5 on white: 255 · 0.5 = 127.5 for red and green.
        assertPixel(image, 20, 15, Color(red: 128, green: 128, blue: 255), tolerance: 1, "translucent cell 0-0")
    }

    func testTranslucentElementIsCompositedAsOneGroup() throws {
        // Fill and a 4-point stroke of the same colour overlap on the stroke's inner half. As a
        // group the overlap still has alpha 0.5 (127.5); blended separately it would be 0.75 (63.75).
        let style = ElementStyle(fill: blue, stroke: blue, strokeWidth: 4)
        let image = try render(
            [cell(0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 30, height: 20), style: style, alpha: 0.5)])
        // Frame x 5…35; stroke centred on x = 7 (inset 2) covers 5…9, the fill starts at 7.
        assertPixel(image, 7, 15, Color(red: 128, green: 128, blue: 255), tolerance: 1, "stroke/fill overlap")
        assertPixel(image, 5, 15, Color(red: 128, green: 128, blue: 255), tolerance: 1, "outer stroke band")
        assertPixel(image, 4, 15, Color(red: 255, green: 255, blue: 255), "outside the frame: stroke stays inside")
    }

    func testScaleFactorMultipliesPixelSize() throws {
        let nodes = [
            cell(0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 20, height: 10), style: ElementStyle(fill: blue))
        ]
        for scale in [1, 2, 3] {
            let image = try render(nodes, scale: CGFloat(scale))
            XCTAssertEqual(image.width, 40 * scale, "width at \(scale)×")
            XCTAssertEqual(image.height, 30 * scale, "height at \(scale)×")
            // The cell spans x 10…30 points: pixels 10·s … 30·s − 1.
            assertPixel(image, 10 * scale, 15 * scale, Color(red: 0, green: 0, blue: 255), "left edge at \(scale)×")
            assertPixel(
                image, 10 * scale - 1, 15 * scale, .init(red: 255, green: 255, blue: 255), "outside at \(scale)×")
            assertPixel(
                image, 30 * scale - 1, 15 * scale, Color(red: 0, green: 0, blue: 255), "right edge at \(scale)×")
        }
    }

    func testFractionalSceneSizeRoundsCanvasUp() throws {
        let image = try render([], size: CGSize(width: 10.2, height: 5.5), scale: 2)
        XCTAssertEqual(image.width, 21, "ceil(10.2 · 2)")
        XCTAssertEqual(image.height, 11, "ceil(5.5 · 2)")
    }

    func testRotationIsAboutTheCentre() throws {
        // A 30×6 cell rotated 90° about (20, 15) covers x 17…23, y 0…30.
        let rotated = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = try render([
            cell(
                0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 30, height: 6), style: ElementStyle(fill: blue),
                transform: rotated)
        ])
        assertPixel(image, 20, 3, Color(red: 0, green: 0, blue: 255), "rotated cell, above centre")
        assertPixel(image, 20, 27, Color(red: 0, green: 0, blue: 255), "rotated cell, below centre")
        assertPixel(image, 8, 15, Color(red: 255, green: 255, blue: 255), "where the unrotated cell would be")
    }

    func testPerspectiveElementFillsProjectedQuadrilateral() throws {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 200
        transform = CATransform3DRotate(transform, 0.5, 0, 1, 0)
        let element = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 20, height: 20),
            center: CGPoint(x: 20, y: 15),
            transform3D: transform, style: ElementStyle(fill: blue))
        guard case .quadrilateral(let corners) = element.geometry else { return XCTFail("expected a quadrilateral") }
        let image = try render([.element(element)])
        assertPixel(image, 20, 15, Color(red: 0, green: 0, blue: 255), "projected centre")
        let box = element.boundingBox
        assertPixel(
            image, Int(box.minX.rounded(.down)) - 2, 15, .init(red: 255, green: 255, blue: 255),
            "left of quad \(corners)")
    }

    func testTranslucentPerspectiveStrokeIsInsetLikeAnAffineOne() throws {
        // As for every element (`ElementOutline`), the stroke runs along the outline inset by half
        // its width, so all of it lies inside the projected box and the translucent group shows
        // it whole; nothing is painted outside the box.
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 200
        transform = CATransform3DRotate(transform, 0.5, 0, 1, 0)
        let style = ElementStyle(fill: nil, stroke: blue, strokeWidth: 4)
        let element = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 20, height: 20),
            center: CGPoint(x: 20, y: 15), transform3D: transform, alpha: 0.5, style: style)
        let box = element.boundingBox
        let image = try render([.element(element)])
        // The leftmost edge is nearly vertical near mid-height: the stroke covers the pixels just
        // inside the box. (The inset is 2 local points, which the far edge's perspective shrinks,
        // so the stroke's anti-aliased rim may reach the pixel next to the box, not beyond.)
        let inside = Int(box.minX.rounded(.up)) + 1
        assertPixel(
            image, inside, 15, Color(red: 128, green: 128, blue: 255), tolerance: 2, "the stroke, inside the box")
        assertPixel(image, Int(box.minX.rounded(.down)) - 2, 15, .white, "nothing further out")
    }

    /// A card turned in perspective keeps its rounded corners: the outline is the rounded
    /// rectangle projected, so the projected sharp corner is left unpainted while a point on the
    /// edge next to it is painted. A 60-point square, radius 12, rotated 0.5 rad about y with
    /// m34 = −1/300: its top-left sharp corner projects to `corners[0]`.
    func testPerspectiveKeepsRoundedCorners() throws {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 300
        transform = CATransform3DRotate(transform, 0.5, 0, 1, 0)
        let element = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 60, height: 60),
            center: CGPoint(x: 40, y: 40), transform3D: transform, style: ElementStyle(fill: blue, cornerRadius: 12))
        guard case .quadrilateral(let corners) = element.geometry else { return XCTFail("expected a quadrilateral") }
        let outline = try XCTUnwrap(element.projectedOutline)
        XCTAssertEqual(outline.count, 4 * 9, "four quarter circles of 8 chords")
        let image = try render([.element(element)], size: CGSize(width: 80, height: 80), scale: 4)
        // Just inside the sharp corner, along the diagonal towards the centre: outside the arc.
        let corner = corners[0]
        let centre = CGPoint(x: 40, y: 40)
        let nearCorner = CGPoint(x: corner.x + (centre.x - corner.x) * 0.04, y: corner.y + (centre.y - corner.y) * 0.04)
        assertPixel(image, Int(nearCorner.x * 4), Int(nearCorner.y * 4), .white, "the rounded corner cuts the tip")
        assertPixel(image, Int(centre.x * 4), Int(centre.y * 4), blue, "the card itself")
    }

    func testLabelIsCentredOnTheElement() throws {
        let style = ElementStyle(fill: .white, label: "88", fontSize: 12, textColor: .black)
        let image = try render(
            [cell(0, center: CGPoint(x: 20, y: 15), size: CGSize(width: 36, height: 24), style: style, label: "88")])
        var inkX: [Int] = []
        var inkY: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where (image.pixel(x: x, y: y)?.red ?? 255) < 128 {
                inkX.append(x)
                inkY.append(y)
            }
        }
        guard let minX = inkX.min(), let maxX = inkX.max(), let minY = inkY.min(), let maxY = inkY.max() else {
            return XCTFail("label \"88\" drew no dark pixels")
        }
        // "8" is symmetric, so its ink is centred where its advance is; digits are 0.73 em tall
        // and the baseline is 0.35 em below the centre, so the ink is centred vertically too.
        XCTAssertEqual(Double(minX + maxX + 1) / 2, 20, accuracy: 1, "label ink x centre (\(minX)…\(maxX))")
        XCTAssertEqual(Double(minY + maxY + 1) / 2, 15, accuracy: 1, "label ink y centre (\(minY)…\(maxY))")
    }

    func testClippedPanelAndEvenOddShape() throws {
        let inner = Scene(
            size: CGSize(width: 10, height: 10),
            nodes: [
                cell(
                    0, center: CGPoint(x: 10, y: 5), size: CGSize(width: 20, height: 10),
                    style: ElementStyle(fill: blue))
            ])
        let frame = SceneShape(
            path: .compound([
                .rect(CGRect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 0),
                .rect(CGRect(x: 25, y: 5, width: 10, height: 10), cornerRadius: 0),
            ]),
            fill: .black, role: "dim")
        let image = try render([.panel(ScenePanel(origin: CGPoint(x: 2, y: 2), scene: inner)), .shape(frame)])
        assertPixel(image, 5, 5, Color(red: 0, green: 0, blue: 255), "inside the panel")
        assertPixel(image, 15, 5, Color(red: 255, green: 255, blue: 255), "cell beyond the panel's clip")
        assertPixel(image, 22, 2, Color(red: 0, green: 0, blue: 0), "frame of the even-odd shape")
        assertPixel(image, 30, 10, Color(red: 255, green: 255, blue: 255), "hole of the even-odd shape")
    }

    func testPolylineIsStrokedNotFilled() throws {
        // An L-shaped 2-point line from (5, 5) down to (5, 25) and right to (35, 25).
        let line = SceneShape(
            path: .polyline([CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 25), CGPoint(x: 35, y: 25)]), fill: .black,
            stroke: blue, strokeWidth: 2, role: "arrow")
        let image = try render([.shape(line)])
        assertPixel(image, 4, 15, Color(red: 0, green: 0, blue: 255), "vertical leg (x 4…6)")
        assertPixel(image, 20, 24, Color(red: 0, green: 0, blue: 255), "horizontal leg (y 24…26)")
        assertPixel(
            image, 20, 15, Color(red: 255, green: 255, blue: 255), "inside the L: open paths are not filled")
    }

    func testRenderingIsDeterministic() throws {
        let style = ElementStyle(fill: blue, stroke: .black, strokeWidth: 1, cornerRadius: 4, label: "x", fontSize: 9)
        var nodes: [SceneNode] = []
        for index in 0..<6 {
            let x = CGFloat(12 + index * 22)
            let alpha: CGFloat = index % 2 == 0 ? 1 : 0.5
            let rotation = CATransform3DMakeRotation(CGFloat(index) * 0.2, 0, 0, 1)
            nodes.append(
                cell(
                    index, center: CGPoint(x: x, y: 20), size: CGSize(width: 20, height: 20), style: style,
                    alpha: alpha,
                    transform: rotation, label: "0-\(index)"))
        }
        let scene = Scene(size: CGSize(width: 140, height: 40), background: .white, nodes: nodes)
        let renderer = RasterRenderer(scale: 2)
        XCTAssertEqual(try renderer.pngData(for: scene), try renderer.pngData(for: scene), "two renders differ")
    }

    func testCanvasOverCairoLimitSuggestsViewportOrSmallerScale() {
        let tall = Scene(size: CGSize(width: 1024, height: 40_000))
        XCTAssertThrowsError(try RasterRenderer(scale: 1).pngData(for: tall)) { error in
            let message = "\(error)"
            XCTAssertTrue(error is RasterError, "expected RasterError, got \(error)")
            XCTAssertTrue(message.contains("32767") && message.contains("--region viewport"), message)
            XCTAssertTrue(message.contains("--scale"), message)
        }
        let justFits = Scene(size: CGSize(width: 10, height: 16_000))
        XCTAssertThrowsError(try RasterRenderer(scale: 3).canvas(for: justFits), "16000 points at 3× is 48000 px")
        XCTAssertNoThrow(try RasterRenderer(scale: 2).canvas(for: justFits))
    }

    func testPixelBudget() {
        let big = Scene(size: CGSize(width: 20_000, height: 20_000))
        XCTAssertThrowsError(try RasterRenderer().canvas(for: big)) { error in
            XCTAssertTrue("\(error)".contains("pixel budget of 100000000"), "\(error)")
        }
        XCTAssertThrowsError(
            try RasterRenderer(pixelBudget: 99).canvas(for: Scene(size: CGSize(width: 10, height: 10))))
        XCTAssertNoThrow(try RasterRenderer(pixelBudget: 100).canvas(for: Scene(size: CGSize(width: 10, height: 10))))
    }

    func testInvalidScaleOrSizeThrows() {
        for scale in [0, -1, CGFloat.nan, .infinity] {
            XCTAssertThrowsError(
                try RasterRenderer(scale: scale).canvas(for: Scene(size: CGSize(width: 1, height: 1))), "scale \(scale)"
            )
        }
        XCTAssertThrowsError(try RasterRenderer().canvas(for: Scene(size: CGSize(width: CGFloat.nan, height: 1))))
    }
}
