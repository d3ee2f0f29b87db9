import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutTestSupport
import XCTest

/// The SVG, rasterised by a third-party renderer (`rsvg-convert`, librsvg2-bin), must look like
/// the Cairo PNG of the same scene.
///
/// Tolerance: the two renderers anti-alias edges and rasterise glyphs slightly differently
/// (sub-pixel coverage only; glyph positions agree), so the images are compared in blocks of
/// 2×2 points: a block differs when the mean of any channel differs by more than 32 of 255. At
/// most 0.5 % of the blocks may differ (measured: 0.25 %, all inside text) and the mean channel
/// difference must stay under 1.5 of 255. Shifting every label by 2 points gives 0.88 %, so the
/// bound catches a misplaced label (`testToleranceCatchesAMisplacedLabel`), let alone a wrong
/// fill or a missing outline.
final class SVGRasterAgreementTests: XCTestCase {
    static let differingChannel = 32
    static let maximumDifferingFraction = 0.005
    static let maximumMeanDifference = 1.5

    func testRsvgConvertMatchesCairo() throws {
        let scene = Self.showcaseScene()
        let metrics = try Self.compare(scene: scene, svgScene: scene, scale: 2)
        XCTAssertLessThanOrEqual(
            metrics.differingFraction, Self.maximumDifferingFraction, "pixels differing by more than 64: \(metrics)")
        XCTAssertLessThanOrEqual(
            metrics.meanDifference, Self.maximumMeanDifference, "mean channel difference: \(metrics)")
    }

    func testToleranceCatchesAMisplacedLabel() throws {
        let scene = Self.showcaseScene()
        var shifted = scene
        shifted.nodes = scene.nodes.map { node in
            guard case .panel(var panel) = node else { return node }
            panel.scene.nodes = panel.scene.nodes.map { inner in
                guard case .element(var element) = inner else { return inner }
                element.contentOffset = CGPoint(x: 2, y: 2)
                return .element(element)
            }
            return .panel(panel)
        }
        let metrics = try Self.compare(scene: scene, svgScene: shifted, scale: 2)
        XCTAssertGreaterThan(
            metrics.differingFraction, Self.maximumDifferingFraction, "labels 2 points off must fail: \(metrics)")
    }

    struct Metrics: CustomStringConvertible {
        var differingFraction: Double
        var meanDifference: Double
        var description: String {
            "\(String(format: "%.4f", differingFraction * 100)) % differing, mean \(String(format: "%.3f", meanDifference))"
        }
    }

    /// Cairo renders `scene`; rsvg-convert renders the SVG of `svgScene`; both at `scale`.
    static func compare(scene: Scene, svgScene: Scene, scale: Int) throws -> Metrics {
        guard
            let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw XCTSkip("rsvg-convert (librsvg2-bin) is not installed") }
        let cairo = try RasterRenderer(scale: CGFloat(scale)).image(for: scene)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("scene.svg")
        let pngURL = directory.appendingPathComponent("scene.png")
        try SVGWriter().data(for: svgScene).write(to: svgURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvg)
        process.arguments = ["-z", String(scale), svgURL.path, "-o", pngURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RasterError("rsvg-convert exited with status \(process.terminationStatus)")
        }
        let rsvgImage = try PNGDecoder.decode(contentsOf: pngURL)
        guard rsvgImage.width == cairo.width, rsvgImage.height == cairo.height else {
            throw RasterError(
                "sizes differ: Cairo \(cairo.width)×\(cairo.height), rsvg \(rsvgImage.width)×\(rsvgImage.height)")
        }
        return blockMetrics(cairo, rsvgImage, block: 2 * scale)
    }

    /// How much `a` and `b` (the same size) differ in blocks of `block`² pixels: the fraction of
    /// blocks whose mean in some channel differs by more than `differingChannel`, and the mean
    /// channel difference.
    static func blockMetrics(_ a: RGBAImage, _ b: RGBAImage, block: Int) -> Metrics {
        let columns = a.width / block
        let rows = a.height / block
        var differing = 0
        var total = 0
        for row in 0..<rows {
            for column in 0..<columns {
                var largest = 0
                for channel in 0..<4 {
                    var sumA = 0
                    var sumB = 0
                    for y in row * block..<(row + 1) * block {
                        for x in column * block..<(column + 1) * block {
                            let index = (y * a.width + x) * 4 + channel
                            sumA += Int(a.pixels[index])
                            sumB += Int(b.pixels[index])
                        }
                    }
                    let difference = abs(sumA - sumB) / (block * block)
                    total += difference
                    largest = max(largest, difference)
                }
                if largest > differingChannel { differing += 1 }
            }
        }
        let blockCount = Double(max(1, rows * columns))
        return Metrics(
            differingFraction: Double(differing) / blockCount, meanDifference: Double(total) / (blockCount * 4))
    }

    /// Every kind of drawing: cells, headers/footers, a dashed decoration, a rotated translucent
    /// cell, a perspective cell, viewport dimming and outline, highlights, title, legend, caption.
    static func showcaseScene() -> Scene {
        let grid = AttributeFixtures.referenceGrid()
        var attributes = grid.attributes
        attributes.append(
            AttributeFixtures.supplementary(
                CollectionElementKind.sectionHeader, 1, 0, CGRect(x: 0, y: 70, width: 550, height: 10)))
        let background = AttributeFixtures.decoration("background", 2, 0, CGRect(x: 4, y: 144, width: 300, height: 72))
        background.zIndex = -1
        attributes.append(background)
        attributes[5].transform = CGAffineTransform(rotationAngle: .pi / 9)
        attributes[5].alpha = 0.55
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        attributes[7].transform3D = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
        let options = RenderOptions(
            showViewport: true, highlightVisible: true, title: "Grid & viewport", caption: "rect query <highlighted>",
            showLegend: true)
        return SceneBuilder(style: .light, options: options).makeScene(
            attributes: attributes, contentSize: grid.contentSize,
            viewport: CGRect(x: 50, y: 40, width: 300, height: 120))
    }
}
