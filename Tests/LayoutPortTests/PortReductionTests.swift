import LayoutPort
import XCTest

/// `--reduce`: a library module is layouts plus the views, controls and controllers shipped
/// beside them. The types its layouts reach port unchanged; the rest keep their declarations and
/// trap in their bodies, so UIKit that LayoutShotUIKit does not model (haptics, alerts, menus)
/// no longer stops the module compiling. Written in the style of the pager and calendar
/// libraries of issue 45.
final class PortReductionTests: XCTestCase {
    private let layout = """
        import UIKit

        protocol PageTransforming: AnyObject {
            func transform(progress: CGFloat)
        }

        final class PagerLayout: UICollectionViewFlowLayout {
            var style = PagerStyle.linear
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                for case let cell as PageTransforming in collectionView?.visibleCells ?? [] {
                    cell.transform(progress: style.factor)
                }
                return attributes
            }
        }

        enum PagerStyle {
            case linear, coverFlow
            var factor: CGFloat { self == .linear ? 1 : 0.8 }
        }

        """
    private let views = """
        import UIKit

        final class PageCell: UICollectionViewCell, PageTransforming {
            func transform(progress: CGFloat) { alpha = progress }
        }

        final class PageCard: UIView {}

        extension PageCard: PageTransforming {
            func transform(progress: CGFloat) { alpha = progress }
        }

        final class PagerView: UIView {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: PagerLayout())
        }

        """
    private let controls = """
        import UIKit

        final class PageDots: UIControl {
            private let feedback = UIImpactFeedbackGenerator(style: .light)
            private(set) var current = 0
            let label = UILabel()
            var tint: UIColor = .systemBlue
            var count = 3 {
                didSet { setNeedsLayout() }
            }
            var isLast: Bool { current == count - 1 }

            override init(frame: CGRect) {
                super.init(frame: frame)
                menu = UIMenu(title: "", children: [])
            }

            required init?(coder: NSCoder) { fatalError() }

            deinit { feedback.prepare() }

            func select(_ page: Int) {
                current = page
                feedback.impactOccurred()
            }

            private func announce() { UIAccessibility.post(notification: .pageScrolled, argument: nil) }
        }

        final class ShareController: UIViewController {
            func share() { present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true) }
        }

        extension ShareController {
            static var shared: ShareController { ShareController() }
        }

        """

    private func port(reducing: Bool) -> PortResult {
        Porter.port(
            [
                PortSource(path: "Layout.swift", text: layout), PortSource(path: "Views.swift", text: views),
                PortSource(path: "Controls.swift", text: controls),
            ], reducing: reducing)
    }

    private func text(_ result: PortResult, _ path: String) -> String {
        result.files.first { $0.path == path }?.text ?? ""
    }

    /// What the layout reaches — its style enum, the protocol it calls, the cell and a plain view
    /// adopting that protocol, the view holding a collection view — ports exactly as without
    /// `--reduce`; without it, nothing is reduced and nothing is said.
    func testWhatTheLayoutReachesIsUnchanged() {
        let plain = port(reducing: false)
        let reduced = port(reducing: true)
        XCTAssertEqual(text(reduced, "Layout.swift"), text(plain, "Layout.swift"))
        XCTAssertEqual(text(reduced, "Views.swift"), text(plain, "Views.swift"))
        XCTAssertFalse(text(plain, "Controls.swift").contains("fatalError(\"layoutshot-port"))
        XCTAssertFalse(plain.diagnostics.contains { $0.message.hasPrefix("reduced:") })
    }

    /// The control and the controller nothing reaches keep their declarations and trap: bodies
    /// become `fatalError` naming the type, observers and `deinit` empty, a stored property
    /// initialised by a call gets that type and a trapping value, a private helper goes, and the
    /// literal and `private(set)` ones stay. One warning per type, at its declaration.
    func testWhatNoLayoutReachesTraps() throws {
        let result = port(reducing: true)
        let controls = text(result, "Controls.swift")
        let trap = #"{ fatalError("layoutshot-port --reduce: PageDots is not reached from the module's layouts") }"#
        XCTAssertTrue(controls.contains("    required init(frame: CGRect) \(trap)"), controls)
        XCTAssertTrue(controls.contains("    func select(_ page: Int) \(trap)"), controls)
        XCTAssertTrue(controls.contains("    var isLast: Bool \(trap)"), controls)
        XCTAssertTrue(controls.contains("    let label: UILabel = \(trap)()"), controls)
        XCTAssertTrue(
            controls.contains("    var tint: UIColor = \(trap)()"), "a typed member access traps too: \(controls)")
        XCTAssertTrue(controls.contains("    var count = 3 {\n        didSet {}\n    }"), controls)
        XCTAssertTrue(controls.contains("    deinit {}"), controls)
        XCTAssertTrue(controls.contains("    private(set) var current = 0"), controls)
        XCTAssertFalse(
            controls.contains("feedback") || controls.contains("announce"), "private helpers go: \(controls)")
        XCTAssertFalse(controls.contains("UIMenu") || controls.contains("UIAlertController"), controls)
        XCTAssertTrue(controls.contains("ShareController is not reached"), "the extension's members trap too")
        XCTAssertTrue(
            controls.contains("extension ShareController {\n    static var shared: ShareController { fatalError("))

        let reducedWarnings = result.diagnostics.filter { $0.message.hasPrefix("reduced:") }
        XCTAssertEqual(reducedWarnings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(reducedWarnings.map { "\($0.file):\($0.line)" }, ["Controls.swift:3", "Controls.swift:30"])
        XCTAssertTrue(try XCTUnwrap(reducedWarnings.first).message.hasPrefix("reduced: PageDots is not reached"))
    }

    /// Porting a reduced port again, reducing, changes nothing.
    func testReducingIsIdempotent() {
        let once = port(reducing: true)
        let twice = Porter.port(once.files, reducing: true)
        XCTAssertEqual(twice.files.map(\.text), once.files.map(\.text))
    }
}
