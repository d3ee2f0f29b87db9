import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutRendering
import XCTest

final class AnimatedGhostOverlayTests: XCTestCase {
    /// Old items 1 and 2 move one slot (60 points) right; the inserted item and item 0 do not
    /// move. The 50-point frames leave 10 points between them, too little for an arrow between
    /// borders, so the arrows run between the centres, 3 points clear of each label's box. A
    /// label "0-1" in DejaVu Sans 12 is 2 digits (1303/2048 em) and a hyphen (739/2048 em) wide,
    /// 19.60 points, its box 2 points more on each side: half of it is 11.80.
    func testMovingElementsGetAGhostAndAnArrow() throws {
        let scenes = try AnimatedFixtures.insertion()
        let nodes = GhostOverlay(style: .light).nodes(for: scenes)
        let ghosts = nodes.compactMap { node -> SceneElement? in
            if case .element(let element) = node { return element }
            return nil
        }
        XCTAssertEqual(ghosts.map(\.center), [CGPoint(x: 95, y: 35), CGPoint(x: 155, y: 35)])
        for ghost in ghosts {
            XCTAssertNil(ghost.style.fill, "\(ghost.key): outline only")
            XCTAssertEqual(ghost.style.dash, [4, 3], "\(ghost.key): dashed")
            XCTAssertNil(ghost.label, "\(ghost.key): no label")
        }
        let lines = nodes.compactMap { node -> [CGPoint]? in
            if case .shape(let shape) = node, case .polyline(let points) = shape.path { return points }
            return nil
        }
        XCTAssertEqual(lines.count, 2)
        // From x = 95 + 11.80 + 3 to the arrowhead's base at 155 − 11.80 − 3 − 8.
        let halfLabel: CGFloat = CGFloat(2 * 1303 + 739) / 2048 * 12 / 2 + 2
        XCTAssertEqual(lines.first?.first?.x ?? 0, 95 + halfLabel + 3, accuracy: 0.01)
        XCTAssertEqual(lines.first?.last?.x ?? 0, 155 - halfLabel - 3 - 8, accuracy: 0.01)
        XCTAssertEqual(lines.first?.first?.y, 35)
        let heads = nodes.filter {
            if case .shape(let shape) = $0 { return shape.role == "ghost-arrowhead" }
            return false
        }
        XCTAssertEqual(heads.count, 2)
    }

    /// Far-apart frames: the arrow runs from border to border with a 3-point gap.
    func testArrowBetweenDistantFramesStartsAndEndsAtTheBorders() {
        let start = AnimatedFixtures.cell(0, center: CGPoint(x: 50, y: 100))
        let end = AnimatedFixtures.cell(0, center: CGPoint(x: 250, y: 100))
        let scenes = AnimatedFixtures.scenes([ElementTrack(key: start.elementKey, from: start, to: end, role: .staying)]
        )
        let line = GhostOverlay(style: .light).nodes(for: scenes).compactMap { node -> [CGPoint]? in
            if case .shape(let shape) = node, case .polyline(let points) = shape.path { return points }
            return nil
        }.first
        XCTAssertEqual(line, [CGPoint(x: 78, y: 100), CGPoint(x: 214, y: 100)], "50 + 25 + 3 → 250 − 25 − 3 − 8")
    }

    func testStaticFigureDrawsTheOverlayOverTheElements() throws {
        let scenes = try AnimatedFixtures.insertion()
        let scene = GhostOverlay(style: .light).figure(for: scenes).scene
        guard
            case .panel(let panel)? = scene.nodes.first(where: {
                if case .panel = $0 { return true }
                return false
            })
        else { return XCTFail("no region panel") }
        // The overlay is a panel of its own, drawn around the labels (its holes).
        let nodes = panel.scene.nodes.flatMap { node -> [SceneNode] in
            if case .panel(let overlay) = node, !overlay.holes.isEmpty { return overlay.scene.nodes }
            return [node]
        }
        let roles = nodes.map { node -> String in
            switch node {
            case .element(let element): element.style.dash == [4, 3] ? "ghost" : "element"
            case .shape(let shape): shape.role
            default: "other"
            }
        }
        XCTAssertEqual(Array(roles.prefix(4)), ["element", "element", "element", "element"], "the last frame first")
        XCTAssertEqual(Array(roles.dropFirst(4).prefix(2)), ["ghost", "ghost"])
    }
}
