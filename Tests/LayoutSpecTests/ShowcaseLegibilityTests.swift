import CollectionLayout
import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutDocument
@testable import LayoutRendering
@testable import LayoutSpec
@testable import LayoutStyle

/// Every image `scripts/showcase` draws is one a reader can read (issue 28): no label box meets
/// another, no chrome stroke (viewport, outline, dimension line, arrow, cue) crosses a label,
/// no label is cut by an element drawn over part of it, and no chrome lies outside the canvas.
///
/// The figures are checked as their scenes, the way both backends draw them (a box here is what
/// `SceneLegibility` says the drawing contracts cover), for the still figures, device sheets,
/// update strips, scroll strips, the snap figure and the trace.
final class ShowcaseLegibilityTests: XCTestCase {
    /// Half a point: boxes that merely touch, or rounding at an edge, are not a collision.
    private let tolerance: CGFloat = 0.5

    private func documents(in folder: String) throws -> [LayoutDocument] {
        let directory = PackagePaths.fixture(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { try LayoutDocument.load(contentsOf: directory.appendingPathComponent($0)) }
    }

    /// The problems a reader would see in `scene`, one line each.
    private func problems(in scene: Scene) -> [String] { problems(in: SceneLegibility(scene)) }

    private func problems(in parts: SceneLegibility) -> [String] {
        var found = parts.outside.map { "\($0.role) outside the canvas at \($0.box)" }
        let readable = parts.labels.filter { label in
            !parts.covers.contains { $0.order > label.order && $0.box.contains(label.box) }
        }
        for label in readable {
            let cut = parts.covers.first { cover in
                cover.order > label.order && overlap(cover.box, label.box)
            }
            if let cut { found.append("'\(label.text)' is cut by an element drawn over it at \(cut.box)") }
            for stroke in parts.strokes where stroke.order > label.order || !label.hasOpaqueGround {
                if SceneLegibility.crosses(stroke, label.box.insetBy(dx: tolerance, dy: tolerance)) {
                    found.append("\(stroke.role) crosses '\(label.text)' at \(label.box)")
                }
            }
        }
        for (index, label) in readable.enumerated() {
            for other in readable[(index + 1)...] where overlap(label.box, other.box) {
                found.append("'\(label.text)' meets '\(other.text)' at \(label.box)")
            }
        }
        return found
    }

    private func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        let common = a.intersection(b)
        return !common.isNull && common.width > tolerance && common.height > tolerance
    }

    private func assertLegible(_ scene: Scene, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let parts = SceneLegibility(scene)
        XCTAssertGreaterThan(parts.labels.count, 0, "\(name): labels were checked", file: file, line: line)
        let found = problems(in: parts)
        XCTAssertTrue(found.isEmpty, "\(name):\n" + found.prefix(12).joined(separator: "\n"), file: file, line: line)
    }

    func testEveryStillFigureIsLegible() throws {
        let documents = try documents(in: "")
        XCTAssertGreaterThanOrEqual(documents.count, 15)
        for document in documents {
            let scene: Scene
            if document.render.devices.isEmpty {
                scene = try DocumentRenderer(document: document).scene()
            } else {
                scene = try DeviceSheet(document: document, devices: document.render.devices, region: nil).scene()
            }
            assertLegible(scene, document.file)
        }
    }

    func testEveryUpdateStripIsLegible() throws {
        let documents = try documents(in: "animations")
        XCTAssertGreaterThanOrEqual(documents.count, 8)
        for document in documents {
            let animator = DocumentAnimator(document: document, animation: try document.animation())
            assertLegible(try animator.stripScene(), document.file)
        }
    }

    func testEveryScrollStripAndTheSnapFigureAreLegible() throws {
        let documents = try documents(in: "scroll")
        XCTAssertGreaterThanOrEqual(documents.count, 4)
        for document in documents {
            let scroll = try XCTUnwrap(document.scroll)
            let scroller = DocumentScroller(document: document, scroll: scroll)
            let sampled = try scroller.sample()
            assertLegible(try scroller.stripScene(for: sampled), document.file)
            if let fling = sampled.sequence.fling {
                let figure = SnapFigure(style: document.makeStyle()).figure(
                    collectionView: sampled.collectionView, resolution: fling.resolution, direction: scroll.direction)
                assertLegible(figure.scene, document.file + " --snap-figure")
            }
        }
    }

    func testTheTraceFigureIsLegible() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("visible-rect.yaml"))
        assertLegible(try DocumentTracer(document: document).scene(), "trace of visible-rect.yaml")
    }

    /// The checker finds what it is for: a stroke through a label, two labels on each other, a
    /// label half under a cell drawn after it, and chrome off the canvas.
    func testTheCheckerFindsEachKindOfProblem() {
        let style = ElementStyle(fill: .white, stroke: .black, strokeWidth: 1, fontSize: 12)
        let a = SceneElement(
            key: .cell(IndexPath(item: 0, section: 0)), size: CGSize(width: 60, height: 40),
            center: CGPoint(x: 50, y: 50), style: style, label: "0-0")
        var b = a
        b.key = .cell(IndexPath(item: 1, section: 0))
        b.center = CGPoint(x: 85, y: 50)
        let line = SceneShape(
            path: .polyline([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]), stroke: .black, role: "viewport")
        let off = SceneText(
            text: "caption", position: CGPoint(x: 180, y: 20), fontSize: 12, color: .black, role: "caption")
        let plain = Scene(size: CGSize(width: 200, height: 100), nodes: [.element(a)])
        XCTAssertEqual(problems(in: plain), [])
        let crossed = Scene(size: plain.size, nodes: [.element(a), .shape(line)])
        XCTAssertEqual(problems(in: crossed).count, 1)
        XCTAssertTrue(problems(in: crossed)[0].hasPrefix("viewport crosses '0-0'"))
        let cut = Scene(size: plain.size, nodes: [.element(a), .element(b)])
        XCTAssertEqual(problems(in: cut).map { $0.contains("is cut by") }, [true])
        let outside = Scene(size: plain.size, nodes: [.text(off)])
        XCTAssertEqual(problems(in: outside).map { $0.hasPrefix("caption outside the canvas") }, [true])
        var faint = a
        faint.key = .cell(IndexPath(item: 2, section: 0))
        faint.center.x += 5
        faint.alpha = 0.3
        let meeting = Scene(size: plain.size, nodes: [.element(a), .element(faint)])
        XCTAssertEqual(problems(in: meeting).map { $0.contains("meets") }, [true])
    }
}
