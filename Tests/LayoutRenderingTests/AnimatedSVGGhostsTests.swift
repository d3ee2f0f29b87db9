import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutRendering
import XCTest

/// The ghosts of an animated SVG (`showsGhosts`) show on the last frame only, as on the film
/// strip, GIF and WebP: by `AnimatedSVGWriter`'s documented timeline a loop lasts
/// `holdStart + duration + holdEnd` seconds and the animation reaches its last frame after
/// `holdStart + duration`, so the ghosts group is hidden from key time 0 and visible from key
/// time `(holdStart + duration) / total` to the loop's end — the end hold.
final class AnimatedSVGGhostsTests: XCTestCase {
    /// The `<g class="ghosts">` of `document`, and its one `visibility` animation.
    private func ghosts(
        in document: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (group: AnimatedSVGNode, animation: AnimatedSVGNode) {
        let root = try XCTUnwrap(AnimatedSVGParser.parse(document), file: file, line: line)
        let groups = root.all.filter { $0.name == "g" && $0.attributes["class"] == "ghosts" }
        XCTAssertEqual(groups.count, 1, "one ghosts group", file: file, line: line)
        let group = try XCTUnwrap(groups.first, file: file, line: line)
        let animations = group.animations(of: "visibility")
        XCTAssertEqual(animations.count, 1, "the ghosts group's visibility is animated", file: file, line: line)
        return (group, try XCTUnwrap(animations.first, file: file, line: line))
    }

    /// The writer's defaults: 0.3 s hold, 1 s of animation, 0.7 s hold. The loop is 2 s and the
    /// last frame is reached at 1.3 s, key time 0.65.
    func testGhostsAreHiddenUntilTheEndHold() throws {
        let document = try AnimatedSVGWriter(showsGhosts: true).document(for: try AnimatedFixtures.insertion())
        let (group, animation) = try ghosts(in: document)
        XCTAssertEqual(group.attributes["visibility"], "hidden", "hidden without SMIL too: frame 0 has no ghosts")
        XCTAssertEqual(animation.attributes["calcMode"], "discrete")
        XCTAssertEqual(animation.values, ["hidden", "visible"])
        XCTAssertEqual(animation.keyTimes.count, 2)
        XCTAssertEqual(animation.keyTimes.first ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(animation.keyTimes.last ?? -1, (0.3 + 1) / 2, accuracy: 1e-6)
        XCTAssertEqual(animation.attributes["dur"], "2s", "the loop the elements use")
        XCTAssertEqual(animation.attributes["repeatCount"], "indefinite", "hidden again when the loop restarts")
        // The ghosts themselves are still there: the two items that move, each with an arrow.
        let drawn = group.children.filter { $0.name == "g" }
        XCTAssertEqual(drawn.map { $0.attributes["data-index-path"] }, ["0-1", "0-2"])
        XCTAssertEqual(group.all.filter { $0.attributes["class"] == "ghost-arrowhead" }.count, 2)
    }

    /// The moving elements reach their end at the same key time the ghosts appear: under the
    /// ease-in-ease-out spline a moved item's translation has key times 0, 0.15 (end of the
    /// first hold), 0.65 (end of the animation) and 1.
    func testGhostsAppearWhenTheElementsArrive() throws {
        let document = try AnimatedSVGWriter(showsGhosts: true).document(for: try AnimatedFixtures.insertion())
        let root = try XCTUnwrap(AnimatedSVGParser.parse(document))
        let moved = try XCTUnwrap(
            root.all.first {
                $0.name == "g" && $0.attributes["data-role"] != nil && $0.attributes["data-index-path"] == "0-2"
            })
        let translation = try XCTUnwrap(moved.animations(of: "transform", type: "translate").first)
        let arrival = try XCTUnwrap(translation.keyTimes.dropLast().last)
        XCTAssertEqual(arrival, (0.3 + 1) / 2, accuracy: 1e-6)
        XCTAssertEqual(try ghosts(in: document).animation.keyTimes.last ?? -1, arrival, accuracy: 1e-9)
    }

    /// Other timings: `layoutshot animate`'s (0.3 s of animation between 0.3 s and 0.7 s holds:
    /// 0.6 / 1.3), no start hold (0.5 / 1), a long end hold (1 / 4).
    func testEndHoldKeyTimeFollowsTheTimeline() throws {
        let scenes = try AnimatedFixtures.insertion()
        for (duration, holdStart, holdEnd) in [(0.3, 0.3, 0.7), (0.5, 0.0, 0.5), (0.5, 0.5, 3.0)] {
            let writer = AnimatedSVGWriter(
                duration: duration, holdStart: holdStart, holdEnd: holdEnd, showsGhosts: true)
            let (_, animation) = try ghosts(in: try writer.document(for: scenes))
            let label = "\(holdStart) + \(duration) + \(holdEnd) s"
            let loop = holdStart + duration + holdEnd
            XCTAssertEqual(animation.values, ["hidden", "visible"], label)
            XCTAssertEqual(animation.keyTimes.first ?? -1, 0, accuracy: 1e-9, label)
            XCTAssertEqual(
                animation.keyTimes.last ?? -1, (holdStart + duration) / loop, accuracy: 1e-6, label)
            XCTAssertEqual(animation.attributes["dur"], SVGFormat.number(CGFloat(loop)) + "s", label)
        }
    }

    /// Without an end hold the last frame is not held, so the ghosts appear only at the loop's
    /// very end (key time 1), as the elements' last keyframe does.
    func testWithoutAnEndHoldTheGhostsAppearAtTheLoopsEnd() throws {
        let writer = AnimatedSVGWriter(holdEnd: 0, showsGhosts: true)
        let (_, animation) = try ghosts(in: try writer.document(for: try AnimatedFixtures.insertion()))
        XCTAssertEqual(animation.keyTimes, [0, 1])
    }

    func testNoGhostsGroupWithoutGhosts() throws {
        let document = try AnimatedSVGWriter().document(for: try AnimatedFixtures.insertion())
        XCTAssertFalse(document.contains("class=\"ghosts\""))
    }
}
