import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutStyle
import XCTest

@testable import LayoutRendering

/// Animation frames keep every label readable: a label covered by an element drawn over it
/// moves into the uncovered part of its own element; the content outline moves with the
/// elements instead of jumping.
final class LabelClearanceTests: XCTestCase {
    private func element(_ item: Int, x: CGFloat, y: CGFloat = 50, alpha: CGFloat = 1, label: String? = nil)
        -> SceneElement
    {
        SceneElement(
            key: ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: 0)),
            size: CGSize(width: 100, height: 100), center: CGPoint(x: x, y: y), alpha: alpha,
            style: ElementStyle(fill: .white, stroke: .black, strokeWidth: 1, fontSize: 12), label: label)
    }

    /// Cell 0 spans x 0…100; cell 1, drawn after it, covers x 60…160. The label of cell 0 at its
    /// centre (x 50, about 30 points wide) would run under cell 1: it moves to the centre of
    /// the uncovered band x 0…60, whole (that band is wide enough), so its box is clear of cell 1.
    func testACoveredLabelMovesIntoTheUncoveredPartOfItsElement() throws {
        var elements = [element(0, x: 50, label: "0-0→1"), element(1, x: 110, label: "0-1")]
        LabelClearance.apply(to: &elements)
        XCTAssertEqual(elements[0].contentOffset, CGPoint(x: -20, y: 0))
        XCTAssertEqual(elements[0].style.fontSize, 12, "the label fits the band at its own size")
        let box = try XCTUnwrap(elements[0].labelBox(margin: 0))
        XCTAssertLessThanOrEqual(box.maxX, 60)
        XCTAssertGreaterThanOrEqual(box.minX, 0)
        XCTAssertEqual(elements[1].contentOffset, .zero, "nothing covers the top element")
    }

    /// A narrow band shrinks the label to fit it (`TextLayout.fittedFontSize`).
    func testALabelShrinksToFitANarrowBand() throws {
        var elements = [element(0, x: 50, label: "section 0, item 0"), element(1, x: 135, label: "0-1")]
        LabelClearance.apply(to: &elements)
        XCTAssertEqual(elements[0].contentOffset.x, -57.5 + 50, accuracy: 1e-9, "centre of the band x 0…85")
        XCTAssertLessThan(elements[0].style.fontSize, 12)
        let box = try XCTUnwrap(elements[0].labelBox(margin: 0))
        XCTAssertLessThanOrEqual(box.maxX, 85)
    }

    /// What does not hide a label leaves it alone: a translucent element (a cell fading out), an
    /// element drawn under it, a rotated element's label (it turns with its element).
    func testLabelsThatAreNotCoveredOrCannotMoveStay() {
        var translucent = [element(0, x: 50, label: "0-0"), element(1, x: 110, alpha: 0.3, label: "0-1")]
        LabelClearance.apply(to: &translucent)
        XCTAssertEqual(translucent[0].contentOffset, .zero)

        var under = [element(1, x: 110, label: "0-1→0-0"), element(0, x: 50, label: "0-0")]
        LabelClearance.apply(to: &under)
        XCTAssertEqual(under[1].contentOffset, .zero, "the later element is on top")
        XCTAssertNotEqual(under[0].contentOffset, .zero, "the earlier one's label moves right, out from under")

        var rotated = [element(0, x: 50, label: "0-0"), element(1, x: 110, label: "0-1")]
        rotated[0].transform3D = CATransform3DMakeRotation(0.3, 0, 0, 1)
        LabelClearance.apply(to: &rotated)
        XCTAssertEqual(rotated[0].contentOffset, .zero)
    }

    /// A covered label with no room left in its element is not drawn: cell 1 covers x 4…104 of
    /// cell 0's x 0…100, and a 4-point band holds no label even at the 6-point minimum, so "0-3"
    /// would show as a cut stub. The top element keeps its label.
    func testACoveredLabelWithNoRoomIsNotDrawn() {
        var elements = [element(0, x: 50, label: "0-3"), element(1, x: 54, label: "0-1")]
        LabelClearance.apply(to: &elements)
        XCTAssertNil(elements[0].visibleLabel)
        XCTAssertEqual(elements[1].visibleLabel, "0-1")
    }

    /// The outline moves from the start size to the end size on the eased progress: halfway
    /// through a linear animation from 100 × 60 to 300 × 20 it is 200 × 40, while the drawn
    /// region holds the larger of the two (300 × 60) throughout.
    func testTheContentOutlineMovesWithTheElements() {
        let start = AnimatedFixtures.cell(0, center: CGPoint(x: 25, y: 25))
        let end = AnimatedFixtures.cell(0, center: CGPoint(x: 75, y: 25))
        var plan = AnimationPlan(
            tracks: [ElementTrack(key: start.elementKey, from: start, to: end, role: .staying)], curve: .linear)
        plan.contentSizes = (CGSize(width: 100, height: 60), CGSize(width: 300, height: 20))
        let scenes = AnimationScenes(
            plan: plan, builder: AnimatedFixtures.builder(), viewportSize: CGSize(width: 300, height: 200))
        XCTAssertEqual(scenes.outlineSize(at: 0), CGSize(width: 100, height: 60))
        XCTAssertEqual(scenes.outlineSize(at: 0.5), CGSize(width: 200, height: 40))
        XCTAssertEqual(scenes.outlineSize(at: 1), CGSize(width: 300, height: 20))
        XCTAssertEqual(scenes.figure(at: 0.5).content.size, CGSize(width: 200, height: 40))
        XCTAssertEqual(plan.contentSize(at: 0.5), CGSize(width: 300, height: 60))
    }
}
