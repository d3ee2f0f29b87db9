import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutRendering
import XCTest

final class AnimatedSVGWriterTests: XCTestCase {
    /// The animated element groups by index path (tweened groups carry `data-role`).
    private func groups(_ root: AnimatedSVGNode) -> [String: AnimatedSVGNode] {
        var result: [String: AnimatedSVGNode] = [:]
        for node in root.all where node.name == "g" && node.attributes["data-role"] != nil {
            result[node.attributes["data-index-path"] ?? ""] = node
        }
        return result
    }

    /// "translate(95 35) …" → "95 35".
    private func staticTranslate(_ node: AnimatedSVGNode) -> String? {
        guard let transform = node.attributes["transform"], let open = transform.range(of: "translate("),
            let close = transform[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        return String(transform[open.upperBound..<close])
    }

    func testDocumentIsWellFormedDeterministicAndLoops() throws {
        let scenes = try AnimatedFixtures.insertion()
        let first = try AnimatedSVGWriter().document(for: scenes)
        let second = try AnimatedSVGWriter().document(for: try AnimatedFixtures.insertion())
        XCTAssertEqual(first, second, "two runs give the same bytes")
        let root = try XCTUnwrap(AnimatedSVGParser.parse(first))
        XCTAssertEqual(root.name, "svg")
        XCTAssertFalse(first.contains("<script"), "no script")
        XCTAssertFalse(first.contains("href"), "no external references")
        let animations = root.all.filter { $0.name.hasPrefix("animate") }
        XCTAssertFalse(animations.isEmpty)
        for animation in animations {
            XCTAssertEqual(animation.attributes["repeatCount"], "indefinite", "\(animation.attributes) loops")
            XCTAssertEqual(animation.attributes["dur"], "2s", "0.3 s hold + 1 s + 0.7 s hold")
            let keyTimes = animation.keyTimes
            if !keyTimes.isEmpty {
                XCTAssertEqual(keyTimes.first, 0, "\(animation.attributes) keyTimes start at 0")
                XCTAssertEqual(keyTimes, keyTimes.sorted(), "\(animation.attributes) keyTimes increase")
                XCTAssertEqual(keyTimes.count, animation.values.count, "\(animation.attributes) one value per key time")
            }
        }
    }

    /// Items are centred at x = 35 + 60·i. Inserting item 1 moves old items 1 and 2 one slot
    /// right; the new item fades in at x = 95. Ease-in-ease-out is expressed as keySplines.
    func testInsertionTweensWithKeySplines() throws {
        let root = try XCTUnwrap(
            AnimatedSVGParser.parse(try AnimatedSVGWriter().document(for: try AnimatedFixtures.insertion())))
        let byPath = groups(root)
        XCTAssertEqual(Set(byPath.keys), ["0-0", "0-1", "0-2", "0-3"])

        let still = try XCTUnwrap(byPath["0-0"])
        XCTAssertEqual(staticTranslate(still), "35 35")
        XCTAssertTrue(still.children.allSatisfy { !$0.name.hasPrefix("animate") }, "item 0 does not animate")

        let inserted = try XCTUnwrap(byPath["0-1"])
        XCTAssertEqual(inserted.attributes["data-role"], "appearing")
        XCTAssertEqual(inserted.attributes["display"], "none", "absent from frame 0")
        XCTAssertEqual(inserted.attributes["opacity"], "0")
        let opacity = try XCTUnwrap(inserted.animations(of: "opacity").first)
        XCTAssertEqual(opacity.values, ["0", "0", "1", "1"])
        XCTAssertEqual(opacity.keyTimes, [0, 0.15, 0.65, 1], "holds of 0.3 s and 0.7 s around 1 s of 2 s")
        XCTAssertEqual(opacity.attributes["calcMode"], "spline")
        XCTAssertEqual(opacity.attributes["keySplines"], "0 0 1 1;0.42 0 0.58 1;0 0 1 1")
        XCTAssertEqual(staticTranslate(inserted), "95 35")
        XCTAssertTrue(inserted.animations(of: "transform").isEmpty, "fades in place")

        for (path, start, end) in [("0-2", "95 35", "155 35"), ("0-3", "155 35", "215 35")] {
            let moving = try XCTUnwrap(byPath[path])
            XCTAssertEqual(staticTranslate(moving), start, "\(path) static transform is frame 0")
            let translate = try XCTUnwrap(moving.animations(of: "transform", type: "translate").first, path)
            XCTAssertEqual(translate.values, [start, start, end, end], "\(path) translate keyframes")
            XCTAssertEqual(translate.attributes["keySplines"], "0 0 1 1;0.42 0 0.58 1;0 0 1 1", path)
        }
    }

    /// A moved item shows its old index path at frame 0 and its new one from the next sample on.
    func testLabelsSwitchToTheDestinationsIdentity() throws {
        let root = try XCTUnwrap(
            AnimatedSVGParser.parse(try AnimatedSVGWriter().document(for: try AnimatedFixtures.insertion())))
        let moving = try XCTUnwrap(groups(root)["0-2"])
        let labels = moving.children.filter { $0.attributes["class"] == "label" }
        XCTAssertEqual(labels.map { $0.children.first { $0.name == "text" }?.text }, ["0-1", "0-2"])
        XCTAssertEqual(labels.map { $0.attributes["display"] }, ["inline", "none"])
        let switchTime = (0.3 + 1.0 / 60) / 2
        let display = try XCTUnwrap(labels[1].animations(of: "display").first)
        XCTAssertEqual(display.values, ["none", "inline"])
        XCTAssertEqual(display.keyTimes.last ?? .nan, switchTime, accuracy: 1e-6)
    }

    /// The first keyframe of every channel is frame 0 and the last one the last frame, as the
    /// static scenes of `AnimationScenes` draw them.
    func testFirstAndLastKeyframesMatchTheFrames() throws {
        let scenes = try AnimatedFixtures.insertion(curve: .spring(try SpringCurve(duration: 0.4, bounce: 0.2)))
        let root = try XCTUnwrap(AnimatedSVGParser.parse(try AnimatedSVGWriter().document(for: scenes)))
        let byPath = groups(root)
        func centres(_ scene: Scene) -> [String: CGPoint] {
            Dictionary(
                scene.allElements.map { ("\($0.key.indexPath.section)-\($0.key.indexPath.item)", $0.center) },
                uniquingKeysWith: { first, _ in first })
        }
        let n = SVGFormat.number
        let start = centres(scenes.scene(at: 0))
        let end = centres(scenes.scene(at: 1))
        // Frame 0 names elements by their index path before the update.
        let startPaths = ["0-0": "0-0", "0-2": "0-1", "0-3": "0-2"]
        for (path, group) in byPath {
            let finalCentre = try XCTUnwrap(end[path], "\(path) is in the last frame")
            let expectedEnd = "\(n(finalCentre.x)) \(n(finalCentre.y))"
            if let translate = group.animations(of: "transform", type: "translate").first {
                XCTAssertEqual(translate.values.last, expectedEnd, "\(path) last keyframe")
                XCTAssertEqual(translate.values.first, staticTranslate(group), "\(path) first keyframe is static")
                XCTAssertNil(translate.attributes["keySplines"], "a spring is pre-sampled")
                XCTAssertEqual(translate.values.count, 61 + 2, "\(path): 61 samples and two holds")
            } else {
                XCTAssertEqual(staticTranslate(group), expectedEnd, "\(path) does not move")
            }
            if let before = startPaths[path], let centre = start[before] {
                XCTAssertEqual(staticTranslate(group), "\(n(centre.x)) \(n(centre.y))", "\(path) frame 0")
            }
        }
    }

    func testOvershootingBezierIsPreSampled() throws {
        let curve = try TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1)
        let document = try AnimatedSVGWriter().document(for: try AnimatedFixtures.insertion(curve: curve))
        XCTAssertFalse(document.contains("keySplines"), "SMIL keySplines need y in [0, 1]")
        XCTAssertTrue(document.contains("animateTransform"))
    }

    /// A perspective flip cannot be written as SMIL transforms: one static group per sample run.
    func testPerspectiveElementIsPreSampled() throws {
        let start = AnimatedFixtures.cell(0, center: CGPoint(x: 100, y: 100))
        let end = start.copied()
        var flip = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        flip.m34 = -1.0 / 400
        end.transform3D = flip
        let scenes = AnimatedFixtures.scenes([ElementTrack(key: start.elementKey, from: start, to: end, role: .staying)]
        )
        let root = try XCTUnwrap(AnimatedSVGParser.parse(try AnimatedSVGWriter(duration: 0.5).document(for: scenes)))
        let sampled = root.all.filter { $0.attributes["class"] == "sampled" }
        XCTAssertEqual(sampled.count, 31, "0.5 s at 60 samples per second: 31 distinct samples")
        XCTAssertEqual(
            sampled.map { $0.attributes["display"] }.filter { $0 == "inline" }.count, 1, "only frame 0 shows statically"
        )
        XCTAssertTrue(sampled.last?.all.contains { $0.name == "polygon" } ?? false, "the end is a projected polygon")
    }

    /// zIndex does not animate: frame 0 uses the source's and the rest the destination's. When
    /// that changes the stacking, frame 0 gets its own static layer.
    func testFrameZeroKeepsTheSourceStacking() throws {
        let lowFrom = AnimatedFixtures.cell(0, center: CGPoint(x: 100, y: 100))
        let lowTo = AnimatedFixtures.cell(0, center: CGPoint(x: 120, y: 100))
        lowTo.zIndex = 2
        let high = AnimatedFixtures.cell(1, center: CGPoint(x: 110, y: 100))
        high.zIndex = 1
        let scenes = AnimatedFixtures.scenes([
            ElementTrack(key: lowFrom.elementKey, from: lowFrom, to: lowTo, role: .staying),
            ElementTrack(key: high.elementKey, from: high, to: high, role: .staying),
        ])
        let root = try XCTUnwrap(AnimatedSVGParser.parse(try AnimatedSVGWriter().document(for: scenes)))
        let frameZero = try XCTUnwrap(root.all.first { $0.attributes["class"] == "frame-0" })
        XCTAssertEqual(
            frameZero.children.filter { $0.name == "g" }.map { $0.attributes["data-index-path"] }, ["0-0", "0-1"],
            "frame 0: zIndex 0 then 1")
        let animated = try XCTUnwrap(root.all.first { $0.attributes["class"] == "elements" })
        XCTAssertEqual(animated.attributes["display"], "none")
        let groups = animated.children.filter { $0.name == "g" }
        XCTAssertEqual(
            groups.filter { $0.attributes["class"] != "label-layer" }.map { $0.attributes["data-index-path"] },
            ["0-1", "0-0"], "afterwards: zIndex 1 then 2")
        // The labels of these opaque cells are drawn after every cell, in the same order, so a
        // cell moving over another never hides its label.
        XCTAssertEqual(
            groups.map { $0.attributes["class"] == "label-layer" ? "label " : "cell " }.joined(),
            "cell cell label label ")
        XCTAssertEqual(
            groups.filter { $0.attributes["class"] == "label-layer" }.map { $0.attributes["data-index-path"] },
            ["0-1", "0-0"])
    }

    func testInvalidTimingIsRejected() throws {
        let scenes = try AnimatedFixtures.insertion()
        XCTAssertThrowsError(try AnimatedSVGWriter(duration: 0).document(for: scenes)) { error in
            XCTAssertTrue("\(error)".contains("duration"), "message: \(error)")
        }
        XCTAssertThrowsError(try AnimatedSVGWriter(holdEnd: -1).document(for: scenes))
        XCTAssertThrowsError(try AnimatedSVGWriter(samplesPerSecond: .nan).document(for: scenes))
    }
}
