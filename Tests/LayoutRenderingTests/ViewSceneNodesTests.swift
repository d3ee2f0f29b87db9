import CollectionLayout
import LayoutImage
import LayoutRendering
import LayoutSupport
import XCTest

/// A headless view tree as scene nodes: UIKit's geometry (frames in the superview, the bounds
/// origin shifting subviews, borders inside the bounds), alphas multiplied down the tree, a
/// label's lines centred vertically as UILabel centres them, and a scaled view scaled whole.
final class ViewSceneNodesTests: XCTestCase {
    private struct NotOnePanel: Error {}

    private func panel(_ nodes: [SceneNode], line: UInt = #line) throws -> ScenePanel {
        guard nodes.count == 1, case .panel(let panel) = nodes[0] else {
            XCTFail("expected one panel: \(nodes)", line: line)
            throw NotOnePanel()
        }
        return panel
    }

    func testFramesBackgroundsBordersAndAlpha() throws {
        let cell = View(frame: CGRect(x: 100, y: 50, width: 80, height: 40))
        cell.backgroundColor = .red
        cell.alpha = 0.5
        cell.layer.cornerRadius = 6
        cell.layer.borderWidth = 2
        cell.layer.borderColor = .blue
        let child = View(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        child.backgroundColor = ViewColor(white: 0, alpha: 0.5)
        cell.addSubview(child)
        cell.bounds.origin = CGPoint(x: 0, y: 3)  // scrolled 3 points: the child moves up by 3
        let root = try panel(ViewSceneNodes.nodes(for: cell))
        XCTAssertEqual(root.frame, CGRect(x: 100, y: 50, width: 80, height: 40))
        guard case .shape(let background) = root.scene.nodes[0], case .shape(let border) = root.scene.nodes.last
        else { return XCTFail("background first, border last: \(root.scene.nodes)") }
        XCTAssertEqual(background.path, .rect(CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 6))
        XCTAssertEqual(background.fill, Color(red: 255, green: 0, blue: 0, alpha: 128), "alpha 0.5 → 128")
        // Core Animation draws a border inside the bounds: a 2-point stroke centred 1 point in.
        XCTAssertEqual(border.path, .rect(CGRect(x: 1, y: 1, width: 78, height: 38), cornerRadius: 6))
        XCTAssertEqual(border.strokeWidth, 2)
        let inner = try panel(root.scene.nodes.filter { if case .panel = $0 { true } else { false } })
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 2, width: 20, height: 10))
        guard case .shape(let childFill) = inner.scene.nodes[0] else { return XCTFail("\(inner.scene.nodes)") }
        XCTAssertEqual(childFill.fill?.alpha, 64, "0.5 of the parent's 0.5: 0.25 → 64")
    }

    func testHiddenAndTransparentViewsDrawNothing() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        view.isHidden = true
        XCTAssertEqual(ViewSceneNodes.nodes(for: view), [])
        view.isHidden = false
        view.alpha = 0
        XCTAssertEqual(ViewSceneNodes.nodes(for: view), [])
    }

    func testLabelLinesAreCentredVerticallyAndAligned() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        let root = try panel(ViewSceneNodes.nodes(for: label))
        guard case .text(let text) = root.scene.nodes.first else { return XCTFail("\(root.scene.nodes)") }
        // One line of 20 · 2384/2048 points centred in 100: its top at 50 − 11.64, its baseline
        // an ascender (20 · 1901/2048) below.
        let lineHeight = 20 * 2384.0 / 2048
        XCTAssertEqual(text.position.y, 50 - lineHeight / 2 + 20 * 1901.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(text.position.x, 100)
        XCTAssertEqual(text.anchor, .middle)
        XCTAssertTrue(text.isBold)
        XCTAssertEqual(text.text, "Hello")
    }

    func testAScaledViewIsScaledWhole() throws {
        let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let banner = View(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        banner.backgroundColor = .green
        header.addSubview(banner)
        header.transform = CGAffineTransform(scaleX: 1, y: 2)  // stretched about its centre
        let root = try panel(ViewSceneNodes.nodes(for: header))
        XCTAssertEqual(root.frame, CGRect(x: 0, y: -25, width: 100, height: 100))
        let inner = try panel(root.scene.nodes)
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 20, width: 80, height: 60))
    }

    func testShapeLayerPathsAreFlattenedAndPlaced() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let ring = ShapeLayer()
        ring.frame = CGRect(x: 5, y: 5, width: 40, height: 40)
        ring.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.fillColor = nil
        ring.strokeColor = .black
        ring.lineWidth = 3
        view.layer.addSublayer(ring)
        let root = try panel(ViewSceneNodes.nodes(for: view))
        guard case .shape(let stroke) = root.scene.nodes.first, case .compound(let paths) = stroke.path,
            case .polyline(let points) = paths.first
        else { return XCTFail("\(root.scene.nodes)") }
        XCTAssertEqual(stroke.strokeWidth, 3)
        XCTAssertNil(stroke.fill)
        // Every point of the flattened circle lies within 0.1 of radius 20 around (25, 25).
        for point in points {
            XCTAssertEqual(hypot(point.x - 25, point.y - 25), 20, accuracy: 0.1)
        }
    }
}
