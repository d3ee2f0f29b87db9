import LayoutOutput
import LayoutRendering
import LayoutSpec
import LayoutTestSupport
import XCTest

/// The formats of a still (`OutputFormat<DocumentStill>`) against what the still's scene is.
final class StillFormatTests: XCTestCase {
    /// The SVG a document writes (its elements built as they are written when the figure allows
    /// it) is byte for byte the SVG of its scene, for every fixture and every region.
    func testEveryFixturesSVGIsTheSVGOfItsScene() throws {
        let fixtures = try PackagePaths.fixtureDocuments()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for name in fixtures {
            let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture(name))
            // A document drawn on several devices is a sheet of their figures, not one scene.
            guard document.render.devices.isEmpty else { continue }
            for region in [DocumentRenderOptions.Region.content, .viewport] {
                var options = DocumentOutput.Options()
                options.region = region
                let written = try DocumentOutput(document: document, options: options).data(as: .svg)
                let scene = try DocumentRenderer(document: document, region: region).scene()
                XCTAssertTrue(written == SVGWriter().data(for: scene), "\(name), \(region)")
            }
        }
    }

}
