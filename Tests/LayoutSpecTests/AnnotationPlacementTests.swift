import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
import LayoutTestSupport
import XCTest

@testable import LayoutDocument
@testable import LayoutRendering
@testable import LayoutSpec

/// Annotations never cross a label, in every showcase output that has them: ghosts and arrows
/// (the last frame of every animation, drawn with ghosts), dimension lines and callouts (every
/// still document with `annotations`), the snap figure's viewports and arrow. For each, every
/// pixel inside every label's box is the same with and without the annotations (Cairo, 2×),
/// while the annotations do change the picture elsewhere.
final class AnnotationPlacementTests: XCTestCase {
    private let raster = RasterRenderer(scale: 2)

    private func assertLabelsUntouched(plain: Figure, annotated: Figure, _ name: String) throws {
        let layers = plain.layers()
        let before = try raster.image(for: plain.scene)
        let after = try raster.image(for: annotated.scene)
        XCTAssertNotEqual(before.pixels, after.pixels, "\(name): the annotations draw something")
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

    func testGhostsAndArrowsLeaveEveryLabelUntouched() throws {
        let directory = PackagePaths.fixture("animations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 7)
        for name in names {
            let document = try LayoutDocument.load(contentsOf: directory.appendingPathComponent(name))
            var animation = try document.animation()
            animation.options.ghosts = true
            let animator = DocumentAnimator(document: document, animation: animation)
            let scenes = animator.scenes(of: try animator.prepared())
            try assertLabelsUntouched(plain: scenes.figure(at: 1), annotated: animator.frameFigure(scenes, at: 1), name)
        }
    }

    func testDimensionLinesAndCalloutsLeaveEveryLabelUntouched() throws {
        let directory = PackagePaths.fixture("")
        let documents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .map { try LayoutDocument.load(contentsOf: directory.appendingPathComponent($0)) }
            .filter { !$0.annotations.isEmpty }
        XCTAssertFalse(documents.isEmpty, "a showcase figure has annotations")
        for document in documents {
            let annotated = try DocumentRenderer(document: document).figure()
            var plain = annotated
            plain.annotations = []
            try assertLabelsUntouched(plain: plain, annotated: annotated, document.file)
        }
    }

    /// The texts of dimension lines and callouts sit clear of every element's box, of the
    /// content outline and of each other (issue 28: "20 pt" sat on a cell's border), and inside
    /// the canvas.
    func testAnnotationTextsKeepClearOfBordersAndEachOther() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("flow-spacing.yaml"))
        let figure = try DocumentRenderer(document: document).figure()
        let layers = figure.layers()
        let region = figure.region
        let boxes = figure.annotations.compactMap { node -> CGRect? in
            guard case .text(let text) = node, ["dimension-label", "callout-label"].contains(text.role) else {
                return nil
            }
            let width = TextLayout.estimatedWidth(of: text.text, fontSize: text.fontSize)
            let height = text.fontSize * TextLayout.lineHeightRatio
            let left = text.anchor == .middle ? text.position.x - width / 2 : text.position.x
            let centerY = text.position.y - TextLayout.baselineRatio * text.fontSize
            return CGRect(x: left, y: centerY - height / 2, width: width, height: height)
        }
        XCTAssertEqual(boxes.count, 6, "three spacings, two insets and a callout")
        let elements = layers.elements.map { $0.boundingBox }
        let content = figure.content.offsetBy(dx: -region.minX, dy: -region.minY)
        let outline = [
            CGRect(x: content.minX, y: content.minY, width: content.width, height: 0),
            CGRect(x: content.minX, y: content.maxY, width: content.width, height: 0),
            CGRect(x: content.minX, y: content.minY, width: 0, height: content.height),
            CGRect(x: content.maxX, y: content.minY, width: 0, height: content.height),
        ]
        let canvas = CGRect(
            x: -layers.panelOrigin.x, y: -layers.panelOrigin.y, width: layers.size.width, height: layers.size.height)
        for (index, box) in boxes.enumerated() {
            XCTAssertTrue(canvas.contains(box), "text \(index) inside the canvas: \(box)")
            for element in elements { XCTAssertFalse(element.overlaps(box), "text \(index) on an element: \(box)") }
            for edge in outline {
                XCTAssertFalse(box.insetBy(dx: -0.5, dy: -0.5).overlaps(edge), "text \(index) on the outline")
            }
            for other in boxes[(index + 1)...] { XCTAssertFalse(other.overlaps(box), "texts \(index) overlap") }
        }
    }

    func testTheSnapFigureLeavesEveryLabelUntouched() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("scroll/carousel-snap.yaml"))
        let scroll = try XCTUnwrap(document.scroll)
        let scroller = DocumentScroller(document: document, scroll: scroll)
        let sampled = try scroller.sample()
        let fling = try XCTUnwrap(sampled.sequence.fling)
        let annotated = SnapFigure(style: document.makeStyle()).figure(
            collectionView: sampled.collectionView, resolution: fling.resolution, direction: scroll.direction)
        var plain = annotated
        plain.annotations = []
        try assertLabelsUntouched(plain: plain, annotated: annotated, "carousel-snap figure")
    }
}
