import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
import LayoutRendering
import XCTest

@testable import LayoutSpec

/// Ghosts and arrows never cross a label: in the last frame of every showcase animation, drawn
/// with ghosts, every pixel inside every label's box is the same as in the frame drawn without
/// them (Cairo, at 2×), while the ghosts do change the picture elsewhere.
final class AnnotationPlacementTests: XCTestCase {
    func testGhostsAndArrowsLeaveEveryLabelUntouched() throws {
        let directory = PackagePaths.fixture("animations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 7)
        let raster = RasterRenderer(scale: 2)
        for name in names {
            let document = try LayoutDocument.load(contentsOf: directory.appendingPathComponent(name))
            var animation = try document.animation()
            animation.options.ghosts = true
            let animator = DocumentAnimator(document: document, animation: animation)
            let scenes = animator.scenes(of: try animator.prepared())
            let plain = scenes.figure(at: 1)
            let annotated = animator.frameFigure(scenes, at: 1)
            let layers = plain.layers()
            let before = try raster.image(for: plain.scene)
            let after = try raster.image(for: annotated.scene)
            XCTAssertNotEqual(before.pixels, after.pixels, "\(name): the ghosts draw something")
            var checked = 0
            for element in layers.elements {
                guard let box = element.labelBox(margin: 0) else { continue }
                let canvas = box.offsetBy(dx: layers.panelOrigin.x, dy: layers.panelOrigin.y)
                let minX = max(0, Int((canvas.minX * 2).rounded(.down)))
                let minY = max(0, Int((canvas.minY * 2).rounded(.down)))
                let maxX = min(before.width, Int((canvas.maxX * 2).rounded(.up)))
                let maxY = min(before.height, Int((canvas.maxY * 2).rounded(.up)))
                guard minX < maxX, minY < maxY else { continue }
                checked += 1
                var changed = 0
                for y in minY..<maxY {
                    for x in minX..<maxX where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) { changed += 1 }
                }
                XCTAssertEqual(changed, 0, "\(name): an annotation crosses the label '\(element.label ?? "")'")
            }
            XCTAssertGreaterThan(checked, 0, "\(name): labels were checked")
        }
    }
}
