import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
import LayoutRendering
import XCTest

/// A renderer without SMIL support (rsvg-convert) shows an animated SVG's base values: these
/// must be frame 0, pixel for pixel.
final class AnimatedSVGStaticViewTests: XCTestCase {
    private func rasterise(_ document: String) throws -> RGBAImage {
        guard
            let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw XCTSkip("rsvg-convert (librsvg2-bin) is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutshot-animated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgURL = directory.appendingPathComponent("document.svg")
        let pngURL = directory.appendingPathComponent("document.png")
        try Data(document.utf8).write(to: svgURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvg)
        process.arguments = ["-z", "2", svgURL.path, "-o", pngURL.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rsvg-convert exit status")
        return try PNGDecoder.decode(contentsOf: pngURL)
    }

    private func assertStaticViewIsFrameZero(
        _ scenes: AnimationScenes, _ label: String, writer: AnimatedSVGWriter = AnimatedSVGWriter()
    ) throws {
        let animated = try rasterise(try writer.document(for: scenes))
        let frameZero = try rasterise(SVGWriter().document(for: scenes.scene(at: 0)))
        XCTAssertEqual(animated.width, frameZero.width, "\(label): width")
        XCTAssertEqual(animated.height, frameZero.height, "\(label): height")
        let differing = zip(animated.pixels, frameZero.pixels).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "\(label): \(differing) channel values differ from frame 0")
    }

    func testInsertionShowsFrameZero() throws {
        try assertStaticViewIsFrameZero(try AnimatedFixtures.insertion(), "insertion")
    }

    /// Ghosts belong to the last frame: hidden in the base values, so not in the static view.
    func testGhostsAreNotInTheStaticView() throws {
        try assertStaticViewIsFrameZero(
            try AnimatedFixtures.insertion(), "insertion with ghosts", writer: AnimatedSVGWriter(showsGhosts: true))
    }

    func testRotationScaleAndFadeShowFrameZero() throws {
        let start = AnimatedFixtures.cell(0, center: CGPoint(x: 80, y: 90), size: 60)
        start.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.3, y: 0.8)
        start.alpha = 0.6
        let end = AnimatedFixtures.cell(0, center: CGPoint(x: 200, y: 100), size: 80)
        end.transform = CGAffineTransform(rotationAngle: .pi)
        let scenes = AnimatedFixtures.scenes(
            [ElementTrack(key: start.elementKey, from: start, to: end, role: .staying)],
            curve: .spring(try SpringCurve(duration: 0.5, bounce: 0.3)))
        try assertStaticViewIsFrameZero(scenes, "rotating spring")
    }
}
