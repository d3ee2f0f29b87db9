import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
import LayoutRendering
import LayoutStyle
import LayoutSupport
import LayoutTestSupport
import XCTest

@testable import LayoutDocument
@testable import LayoutSpec

/// Elements keep their identity through animations: one label and one look per element in every
/// frame, role colours for what the update did to it, and a document's per-element overrides.
final class AnimationIdentityTests: XCTestCase {
    private func animator(_ yaml: String) throws -> DocumentAnimator {
        let document = try LayoutDocument.decode(yaml, file: "doc.yaml")
        return DocumentAnimator(document: document, animation: try document.animation())
    }

    /// Every frame's drawn cells, label by label.
    private func cellLabels(_ animator: DocumentAnimator) throws -> [[String]] {
        let scenes = animator.scenes(of: try animator.prepared())
        return animator.frameTimes.map { t in
            scenes.figure(at: t).elements.filter { $0.key.category == .cell }.compactMap(\.label).sorted()
        }
    }

    /// Deleting item 0-1 of six: the items after it move back one index path. Each keeps one
    /// label in every frame ("0-2→0-1": its index path before → after), no two cells in a frame
    /// share a label, and the deleted cell is "0-1" until it is gone from the last frame.
    func testDeletionLabelsFollowTheElements() throws {
        let animator = try animator(
            """
            viewport: {width: 370, height: 250}
            layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
            sections: [6]
            updates: [{delete: "0-1"}]
            animation: {frames: 4}
            """)
        let frames = try cellLabels(animator)
        let moved = ["0-2→0-1", "0-3→0-2", "0-4→0-3", "0-5→0-4"]
        XCTAssertEqual(frames.first, (["0-0", "0-1"] + moved).sorted())
        XCTAssertEqual(frames.last, (["0-0"] + moved).sorted(), "the deleted cell is gone at the end")
        for (index, labels) in frames.enumerated() {
            XCTAssertEqual(Set(labels).count, labels.count, "frame \(index): no label twice: \(labels)")
        }
    }

    /// `labels: before` and `after` name every element by one state, still the same in every
    /// frame; an inserted element has only its after index path, a deleted one only its before.
    func testLabelsBeforeOrAfter() throws {
        func labels(_ identity: String) throws -> [[String]] {
            try cellLabels(
                try animator(
                    """
                    viewport: {width: 370, height: 250}
                    layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
                    sections: [3]
                    updates: [{insert: "0-0"}]
                    animation: {frames: 3, labels: \(identity)}
                    """))
        }
        // UIKit's default insertion starts at alpha 0, so frame 0 leaves the inserted cell out.
        XCTAssertEqual(
            try labels("before"),
            [["0-0", "0-1", "0-2"], ["0-0", "0-0", "0-1", "0-2"], ["0-0", "0-0", "0-1", "0-2"]])
        XCTAssertEqual(
            try labels("after"), [["0-1", "0-2", "0-3"], ["0-0", "0-1", "0-2", "0-3"], ["0-0", "0-1", "0-2", "0-3"]])
    }

    /// Roles: the deleted cell in the theme's deleted colours, the explicitly moved one in the
    /// moved colours, cells that only shift in the cell colours; one legend entry per role.
    func testRolesAreColouredAndNamedInTheStripLegend() throws {
        let animator = try animator(
            """
            viewport: {width: 370, height: 250}
            layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
            sections: [6]
            updates: [{delete: "0-1"}, {move: {from: "0-4", to: "0-0"}}]
            animation: {frames: 3}
            """)
        let scenes = animator.scenes(of: try animator.prepared())
        let first = scenes.figure(at: 0).elements
        let deleted = Style.light.appearance(for: .deleted)
        let moved = Style.light.appearance(for: .moved)
        XCTAssertEqual(first.first { $0.label == "0-1" }?.style.fill, deleted.fill)
        XCTAssertEqual(first.first { $0.label == "0-1" }?.legendName, "deleted")
        XCTAssertEqual(first.first { $0.label == "0-4→0-0" }?.style.fill, moved.fill)
        XCTAssertEqual(first.first { $0.label == "0-0→0-1" }?.style.fill, Style.light.cell.fill, "shifted only")
        XCTAssertNotEqual(deleted.fill, moved.fill)
        let strip = try animator.stripScene()
        let legendTexts = strip.nodes.compactMap { node -> String? in
            guard case .text(let text) = node, text.role == "legend" else { return nil }
            return text.text
        }
        XCTAssertEqual(legendTexts, ["deleted", "moved"])

        let plain = try self.animator(
            """
            viewport: {width: 370, height: 250}
            layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
            sections: [6]
            updates: [{delete: "0-1"}]
            animation: {frames: 3, roles: false}
            """)
        let plainScenes = plain.scenes(of: try plain.prepared())
        XCTAssertTrue(plainScenes.figure(at: 0).elements.allSatisfy { $0.legendName == nil }, "roles: false")
    }

    /// Per-element overrides in a still: fill, stroke, text colour, corner radius, label and a
    /// legend entry of their own, on the selected element only; later overrides win per property.
    func testElementOverridesInAStill() throws {
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 370, height: 250}
            layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
            sections: [3]
            overrides:
              "0-*": {stroke: "#333333"}
              "0-1": {fill: "#FFCC00", text: "#000000", cornerRadius: 12, label: "Hero", legend: selected}
            render: {legend: true}
            """, file: "doc.yaml")
        let elements = try DocumentRenderer(document: document).figure().elements
        let hero = try XCTUnwrap(elements.first { $0.key == .cell(IndexPath(item: 1, section: 0)) })
        XCTAssertEqual(hero.style.fill, try Color(hex: "#FFCC00"))
        XCTAssertEqual(hero.style.stroke, try Color(hex: "#333333"), "from the wildcard")
        XCTAssertEqual(hero.style.textColor, try Color(hex: "#000000"))
        XCTAssertEqual(hero.style.cornerRadius, 12)
        XCTAssertEqual(hero.label, "Hero")
        XCTAssertEqual(hero.legendName, "selected")
        let other = try XCTUnwrap(elements.first { $0.key == .cell(IndexPath(item: 0, section: 0)) })
        XCTAssertEqual(other.style.fill, Style.light.cell.fill)
        XCTAssertEqual(other.style.stroke, try Color(hex: "#333333"))
        XCTAssertEqual(other.label, "0-0")
        let legend = Legend(style: .light, elements: elements)
        XCTAssertEqual(legend.entries.map(\.name), ["cell", "selected"])
    }

    /// An override in an animated document follows its element: `0-2` is the cell that was 0-2
    /// before the deletion, wherever it goes.
    func testOverridesFollowTheirElementThroughAnAnimation() throws {
        let animator = try animator(
            """
            viewport: {width: 370, height: 250}
            layout: {type: flow, itemSize: {width: 110, height: 110}, sectionInset: 10}
            sections: [4]
            overrides:
              "0-2": {fill: "#FFCC00", label: "Hero"}
            updates: [{delete: "0-0"}]
            animation: {frames: 3}
            """)
        let scenes = animator.scenes(of: try animator.prepared())
        for t in animator.frameTimes {
            let hero = scenes.figure(at: t).elements.filter { $0.label == "Hero" }
            XCTAssertEqual(hero.count, 1, "t = \(t)")
            XCTAssertEqual(hero.first?.style.fill, try Color(hex: "#FFCC00"))
        }
        XCTAssertEqual(scenes.figure(at: 1).elements.first { $0.label == "Hero" }?.key.indexPath.item, 1)
    }

    /// A viewport larger than the content is cropped to what is drawn: grid-to-flow's 370 × 230
    /// viewport holds a grid 150 tall (one row per section at y = 10 and 80, 60 high, 10 after)
    /// turning into a flow layout 170 tall (section 0: two lines of two 165-point items, 10 + 40
    /// + 10 + 40 + 10 = 110; section 1: one line, 10 + 40 + 10 = 60), so every frame shares the
    /// region 370 × 170; `crop: false` keeps the whole viewport, and a still of the
    /// grid alone is cropped to 150.
    func testViewportRegionsAreCroppedToTheContent() throws {
        let yaml = try String(contentsOf: PackagePaths.fixture("animations/grid-to-flow.yaml"), encoding: .utf8)
        let cropped = try animator(yaml)
        XCTAssertEqual(cropped.scenes(of: try cropped.prepared()).region, CGRect(x: 0, y: 0, width: 370, height: 170))
        let whole = try animator(yaml.replacingOccurrences(of: "render: {", with: "render: {crop: false, "))
        XCTAssertEqual(whole.scenes(of: try whole.prepared()).region, CGRect(x: 0, y: 0, width: 370, height: 230))
        let still = try LayoutDocument.decode(yaml, file: "grid-to-flow.yaml")
        XCTAssertEqual(
            try DocumentRenderer(document: still).figure().region, CGRect(x: 0, y: 0, width: 370, height: 150))
    }
}
