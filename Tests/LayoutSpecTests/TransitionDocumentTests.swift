import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutSpec
import LayoutTestSupport
import XCTest

/// `transition` and `animation` options: the grid → flow fixture's intermediate frame from
/// first principles, and curve options.
final class TransitionDocumentTests: XCTestCase {
    func testGridToFlowHalfwayIsTheMeanOfBothLayouts() throws {
        let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture("animations/grid-to-flow.yaml"))
        let plan = try DocumentAnimator(document: document, animation: try document.animation()).plan()
        guard let cell = plan.frame(at: 0.5).first(where: { $0.elementKey == .cell(IndexPath(item: 1, section: 1)) })
        else { return XCTFail("cell 1-1 must be in the frame") }
        // Grid (REFERENCE §6): x = 90·1 + 10 = 100, y = 70·1 + 10 = 80, 80×60 → centre (140, 110).
        // Flow, width 370, inset 10, 165×40: two per line; section 0 spans y 0…110, so section 1's
        // line is at y = 120; 1-1 is second on a last (left-aligned) line: x = 10 + 165 + 10 = 185
        // → centre (267.5, 140). Halfway (ease-in-ease-out gives 0.5 at t = 0.5):
        XCTAssertEqual(cell.center.x, (140 + 267.5) / 2, accuracy: 1e-6, "1-1 centre x")
        XCTAssertEqual(cell.center.y, (110 + 140) / 2, accuracy: 1e-6, "1-1 centre y")
        XCTAssertEqual(cell.size.width, (80 + 165) / 2, accuracy: 1e-6, "1-1 width")
        XCTAssertEqual(cell.size.height, (60 + 40) / 2, accuracy: 1e-6, "1-1 height")
    }

    func testCurveOptionsAndCommandLineSyntax() throws {
        let text = """
            viewport: {width: 100, height: 100}
            layout: {type: grid}
            sections: [2]
            transition: {type: flow}
            animation: {frames: 9, curve: {cubicBezier: [0.42, 0, 0.58, 1]}, stripColumns: 3}
            """
        let options = try LayoutDocument.decode(text, file: "doc.yaml").animation().options
        XCTAssertEqual(options.frames, 9)
        XCTAssertEqual(options.curve, try .cubicBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(options.stripColumns, 3)
        XCTAssertEqual(options.effectiveDuration, 0.3, "UIKit's default when no duration is given")
        XCTAssertEqual(try TimingCurve(parsing: "easeOut"), .easeOut)
        XCTAssertEqual(
            try TimingCurve(parsing: "cubic-bezier(0.25, 0.1, 0.25, 1)"), try .cubicBezier(0.25, 0.1, 0.25, 1))
        XCTAssertEqual(
            try TimingCurve(parsing: "spring(stiffness: 100, damping: 20)"),
            .spring(try SpringCurve(stiffness: 100, damping: 20)))
        XCTAssertThrowsError(try TimingCurve(parsing: "bouncy"))
    }

    func testBadSpringIsReportedAtTheSpring() throws {
        let text =
            "viewport: {width: 100, height: 100}\nlayout: {type: grid}\nsections: [2]\n"
            + "transition: {type: flow}\nanimation:\n  curve:\n    spring: {stiffness: 100}\n"
        XCTAssertThrowsError(try LayoutDocument.decode(text, file: "doc.yaml")) { error in
            let diagnostic = (error as? DocumentError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location.keyPath, "animation.curve.spring", "\(error)")
            XCTAssertEqual(diagnostic?.location.line, 7, "\(error)")
        }
    }
}
