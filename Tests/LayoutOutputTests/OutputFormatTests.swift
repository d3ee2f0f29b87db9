import Foundation
import LayoutImage
import LayoutOutput
import LayoutRendering
import LayoutSupport
import XCTest

/// Formats are values: one declared for a product is derived for another with `pullback`, and
/// writes the same bytes for the product it is pulled back through.
final class OutputFormatTests: XCTestCase {
    func testAPulledBackFormatWritesWhatTheOriginalWritesOfTheTransformedProduct() throws {
        let decimal = OutputFormat<Int>(name: "decimal") { value, stream in
            stream.append(String(value))
            try stream.finish()
        }
        let length: OutputFormat<String> = decimal.pullback { $0.count }
        XCTAssertEqual(length.name, "decimal")
        XCTAssertEqual(String(decoding: try length.data(for: "twelve chars"), as: UTF8.self), "12")
    }

    func testAWholeDataFormatReachesTheStreamWhole() throws {
        // Larger than a chunk, so it is drained in pieces: the bytes arrive in order and complete.
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let format = OutputFormat<Data>(name: "raw") { $0 }
        XCTAssertEqual(try format.data(for: bytes), bytes)
    }

    func testAStripFormatIsTheScenesFormatOfTheStripsScene() throws {
        // A scene pulled back through a product that holds one writes the scene's own bytes.
        struct Holder { var scene: Scene }
        let scene = Scene(size: CGSize(width: 40, height: 30))
        let pulled: OutputFormat<Holder> = OutputFormat<Scene>.svg.pullback(\.scene)
        XCTAssertEqual(try pulled.data(for: Holder(scene: scene)), SVGWriter().data(for: scene))
        let png = OutputFormat<Scene>.png(scale: 2)
        let image = try PNGDecoder.decode(try png.data(for: scene))
        XCTAssertEqual([image.width, image.height], [80, 60], "2 pixels a point")
    }
}
