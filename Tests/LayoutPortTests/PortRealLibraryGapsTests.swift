import LayoutPort
import XCTest

/// Issue 45's porter gaps, each reproduced with code written here in the style of the public
/// libraries that hit them (a chat layout's main-actor model, a paging library's SwiftUI wrapper
/// and hit-test extension, a calendar's collection-view subclass).
final class PortRealLibraryGapsTests: XCTestCase {
    private func port(_ text: String, path: String = "Lib.swift") -> PortResult {
        Porter.port([PortSource(path: path, text: text)])
    }

    private func ported(_ text: String) -> String { port(text).files.first?.text ?? "" }

    /// A model marked `@MainActor` and called from `prepare()` does not compile against
    /// LayoutShot's unisolated layouts; the port drops the isolation from declarations,
    /// closures and function types, and `MainActor.assumeIsolated` becomes LayoutShotUIKit's,
    /// which runs the body in place (the main actor's would trap whenever `check` runs the
    /// layout off the main thread).
    func testMainActorIsolationIsDropped() {
        let text = ported(
            """
            import UIKit

            @MainActor
            final class MessageModel {
                var heights: [CGFloat] = []
                @MainActor func total() -> CGFloat { heights.reduce(0, +) }
                var onChange: (@MainActor () -> Void)?
                func schedule() { Task { @MainActor in self.heights = [] } }
            }

            final class ChatLayoutAttributes: UICollectionViewLayoutAttributes {
                var id = 0
                override func isEqual(_ object: Any?) -> Bool {
                    MainActor.assumeIsolated { [weak self] in
                        (object as? ChatLayoutAttributes)?.id == self?.id
                    }
                }
            }

            """)
        XCTAssertFalse(text.contains("@MainActor"), text)
        XCTAssertTrue(text.contains("\nfinal class MessageModel {"), "the declaration keeps its line: \(text)")
        XCTAssertTrue(text.contains("    func total() -> CGFloat"), text)
        XCTAssertTrue(text.contains("var onChange: (() -> Void)?"), text)
        XCTAssertTrue(text.contains("Task { self.heights = [] }"), "an emptied signature goes: \(text)")
        XCTAssertTrue(text.contains("        LayoutShotIsolation.assumeIsolated { [weak self] in\n"), text)
        XCTAssertEqual(ported(text), text, "porting ported code changes nothing")
    }

    /// A library's SwiftUI wrapper sits beside its UIKit layouts. Linux has no SwiftUI, so the
    /// file is kept whole inside `#if canImport(SwiftUI)` — unchanged on iOS, not compiled on
    /// Linux — with a warning at the import, and the rest of the library still ports.
    func testASwiftUIFileIsKeptInactive() throws {
        let wrapper = """
            import SwiftUI
            import UIKit

            public struct PagerView: UIViewControllerRepresentable {
                public func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            }

            """
        let layout = "import UIKit\nfinal class PagerLayout: UICollectionViewFlowLayout {}\n"
        let result = Porter.port([
            PortSource(path: "PagerView.swift", text: wrapper), PortSource(path: "PagerLayout.swift", text: layout),
        ])
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        let warning = try XCTUnwrap(result.diagnostics.first { $0.file == "PagerView.swift" })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual([warning.line, warning.column], [1, 1], "at the import")
        XCTAssertTrue(warning.message.contains("SwiftUI"), warning.message)
        let text = try XCTUnwrap(result.files.first { $0.path == "PagerView.swift" }?.text)
        XCTAssertTrue(text.hasPrefix("#if canImport(SwiftUI)\n"), text)
        XCTAssertTrue(text.hasSuffix("#endif\n"), text)
        XCTAssertTrue(text.contains("public struct PagerView: UIViewControllerRepresentable {"), "kept whole")
        XCTAssertEqual(result.files.first { $0.path == "PagerLayout.swift" }?.text.contains("LayoutShotUIKit"), true)
        let again = Porter.port(result.files)
        XCTAssertEqual(again.files.first { $0.path == "PagerView.swift" }?.text, text, "not wrapped twice")
        XCTAssertFalse(
            ported("import UIKit\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\nlet x = 1\n").contains(
                "#if canImport(SwiftUI)\nimport UIKit"), "a guarded import is the file's own business")
    }

    /// `extension UICollectionViewCell { override func hitTest … }` cannot compile on Linux and
    /// has no class body in the set to move to; as headless views receive no events, the
    /// override is dropped with a warning instead of refusing the whole set. Other overrides in
    /// such an extension are still errors: the port cannot keep them and the layout may need them.
    func testAnEventHandlerOverrideOfAnOutsideClassIsDropped() throws {
        let result = port(
            """
            import UIKit

            public extension UICollectionViewCell {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    super.hitTest(point, with: event)
                }
                var selectableView: UIView { contentView }
            }

            """)
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.line, 4)
        let text = try XCTUnwrap(result.files.first?.text)
        XCTAssertFalse(text.contains("hitTest"), text)
        XCTAssertTrue(text.contains("var selectableView: UIView { contentView }"), "other members stay: \(text)")

        let layoutOverride = port(
            "import UIKit\nextension UICollectionViewCell {\n    override func layoutSubviews() {}\n}\n")
        XCTAssertTrue(layoutOverride.hasErrors, "layoutSubviews is called headlessly: \(layoutOverride.diagnostics)")
    }

    /// UIKit narrows the scroll view's delegate in `UICollectionView`; Swift cannot narrow a
    /// settable property, so an overriding `delegate` takes the scroll view's type.
    func testAnOverridingDelegateKeepsTheScrollViewsType() {
        let text = ported(
            """
            import UIKit
            open class CalendarView: UICollectionView {
                @available(*, unavailable)
                open override var delegate: UICollectionViewDelegate? {
                    get { return super.delegate }
                    set {}
                }
                open override var dataSource: UICollectionViewDataSource? {
                    get { return super.dataSource }
                    set {}
                }
            }

            """)
        XCTAssertTrue(text.contains("open override var delegate: UIScrollViewDelegate? {"), text)
        XCTAssertTrue(text.contains("open override var dataSource: UICollectionViewDataSource? {"), "matches: \(text)")
        XCTAssertFalse(
            ported("class D: NSObject { var delegate: UICollectionViewDelegate? }\n").contains("UIScrollViewDelegate"),
            "only overrides are retyped")
    }
}

extension PortRealLibraryGapsTests {
    /// A one-closure `performBatchUpdates` would bind to LayoutShot's own throwing overload; the
    /// port names the completion so it binds to UIKit's `performBatchUpdates(_:completion:)`.
    func testAOneClosureBatchUpdateBindsToUIKitsShape() {
        let text = ported(
            """
            import UIKit
            final class Pager {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func refresh() {
                    collectionView.performBatchUpdates({ [weak self] in
                        self?.collectionView.collectionViewLayout.invalidateLayout()
                    })
                    collectionView.performBatchUpdates {
                        collectionView.collectionViewLayout.invalidateLayout()
                    }
                    collectionView.performBatchUpdates({}, completion: { _ in })
                }
            }

            """)
        XCTAssertTrue(
            text.contains("self?.collectionView.collectionViewLayout.invalidateLayout()\n        }, completion: nil)"),
            text)
        XCTAssertTrue(text.contains("collectionView.performBatchUpdates({\n"), "the trailing closure moves in: \(text)")
        XCTAssertTrue(text.contains("performBatchUpdates({}, completion: { _ in })"), "a named completion stays")
        XCTAssertEqual(ported(text), text, "porting ported code changes nothing")
        let tried = "let r = try view.performBatchUpdates { view.insertItems(at: []) }\n"
        XCTAssertEqual(ported(tried), "import LayoutShotUIKit\n\n" + tried, "LayoutShot's own throwing call stays")
    }
}

extension PortRealLibraryGapsTests {
    /// A pager asks whether its delegate implements an optional method by looking it up
    /// unapplied. Ported, the method always exists and answers nil when not implemented, so the
    /// `return` after the `guard` falls back to the guard's own answer, keeping the meaning.
    func testAnUnappliedOptionalRequirementFallsBackAsBefore() {
        let text = ported(
            """
            import UIKit
            @objc protocol PagerDelegate {
                @objc optional func pager(_ pager: Pager, shouldHighlightItemAt index: Int) -> Bool
                @objc optional func pager(_ pager: Pager, didHighlightItemAt index: Int)
            }
            final class Pager: NSObject {
                weak var delegate: PagerDelegate?
                func shouldHighlight(_ index: Int) -> Bool {
                    guard let function = self.delegate?.pager(_:shouldHighlightItemAt:) else {
                        return true
                    }
                    return function(self, index)
                }
                func didHighlight(_ index: Int) {
                    guard let function = self.delegate?.pager(_:didHighlightItemAt:) else { return }
                    function(self, index)
                }
            }

            """)
        XCTAssertTrue(text.contains("        return function(self, index) ?? true\n"), text)
        XCTAssertTrue(text.contains("        function(self, index)\n"), "a call whose answer is unused stays: \(text)")
        XCTAssertEqual(ported(text), text, "porting ported code changes nothing")
    }
}

extension PortRealLibraryGapsTests {
    /// A paging library's UIKit files use its SwiftUI wrapper's types: an item type that stores
    /// a SwiftUI page is kept inactive with it, and the core's tests for that item type run
    /// their `else` on Linux, where no such item can exist.
    func testCodeThatNeedsASwiftUITypeFollowsIt() throws {
        let page = "import SwiftUI\npublic struct Page { let content: AnyView }\n"
        let item = "import Foundation\nstruct PageItem: Hashable {\n    let page: Page\n}\n"
        let core = """
            import UIKit
            final class MenuController {
                func reuseIdentifier(for item: Any) -> String {
                    var identifier: String
                    if #available(iOS 14.0, *), let pageItem = item as? PageItem {
                        identifier = "\\(pageItem)"
                    } else {
                        identifier = String(describing: type(of: item))
                    }
                    if item is PageItem {
                        identifier += "!"
                    }
                    return identifier
                }
            }

            """
        let result = Porter.port([
            PortSource(path: "Page.swift", text: page), PortSource(path: "PageItem.swift", text: item),
            PortSource(path: "MenuController.swift", text: core),
        ])
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        let itemWarning = try XCTUnwrap(result.diagnostics.first { $0.file == "PageItem.swift" })
        XCTAssertEqual([itemWarning.line, itemWarning.column], [3, 15], "at the stored property's type")
        XCTAssertTrue(itemWarning.message.contains("Page"), itemWarning.message)
        let portedItem = try XCTUnwrap(result.files.first { $0.path == "PageItem.swift" }?.text)
        XCTAssertTrue(portedItem.hasPrefix("#if canImport(SwiftUI)\n"), portedItem)
        let portedCore = try XCTUnwrap(result.files.first { $0.path == "MenuController.swift" }?.text)
        XCTAssertFalse(portedCore.hasPrefix("#if"), "the core stays compiled: \(portedCore)")
        XCTAssertTrue(
            portedCore.contains(
                """
                #if canImport(SwiftUI)
                        if #available(iOS 14.0, *), let pageItem = item as? PageItem {
                """), portedCore)
        XCTAssertTrue(
            portedCore.contains(
                """
                #else
                            identifier = String(describing: type(of: item))
                #endif
                """), "the else runs on Linux: \(portedCore)")
        XCTAssertTrue(portedCore.contains("#if canImport(SwiftUI)\n        if item is PageItem {"), portedCore)
        XCTAssertEqual(Porter.port(result.files).files.map(\.text), result.files.map(\.text), "ported code stays")
    }
}

extension PortRealLibraryGapsTests {
    /// A declaration import of a module the port replaces imports LayoutShotUIKit, where the
    /// declaration's stand-in lives; one of a framework Linux lacks keeps its file inactive.
    func testDeclarationImportsOfReplacedAndMissingModules() {
        XCTAssertEqual(
            ported("import class QuartzCore.CALayer\nimport struct CoreGraphics.CGFloat\nlet x: CGFloat = 1\n"),
            "import LayoutShotUIKit\nlet x: CGFloat = 1\n")
        let mapFile = port(
            "import UIKit\nimport class MapKit.MKMapView\nfinal class MapCell: UICollectionViewCell {}\n")
        XCTAssertEqual(mapFile.files.first?.text.hasPrefix("#if canImport(MapKit)\n"), true, "\(mapFile.files)")
        XCTAssertEqual(mapFile.diagnostics.map(\.severity), [.warning])
    }
}

extension PortRealLibraryGapsTests {
    /// UIKit's optional collection-view delegate methods have defaults in LayoutShotUIKit, so a
    /// call through `delegate?.collectionView?(…)` loses its second `?`.
    func testCollectionViewDelegateCallsLoseTheirOptionalMark() {
        let text = ported(
            """
            import UIKit
            func forward(_ view: UICollectionView, _ indexPath: IndexPath) -> Bool {
                view.delegate?.collectionView?(view, didSelectItemAt: indexPath)
                return view.delegate?.collectionView?(view, shouldSelectItemAt: indexPath) ?? true
            }

            """)
        XCTAssertTrue(text.contains("view.delegate?.collectionView(view, didSelectItemAt: indexPath)"), text)
        XCTAssertTrue(text.contains("view.delegate?.collectionView(view, shouldSelectItemAt: indexPath) ?? true"), text)
    }

    /// `weak` on a protocol's property requirement is a warning in Swift 5 and an error in
    /// Swift 6: the port drops it there (the conformer's own `weak` says how it holds the value)
    /// and keeps it everywhere else.
    func testWeakGoesFromProtocolRequirementsOnly() {
        let text = ported(
            """
            import UIKit

            public protocol CalendarCell: AnyObject {
                /// The calendar showing the cell.
                weak var calendar: UICollectionView? { get set }
                public weak var owner: AnyObject? { get }
            }

            final class DayCell: UICollectionViewCell, CalendarCell {
                weak var calendar: UICollectionView?
                weak var owner: AnyObject?
            }

            """)
        XCTAssertTrue(
            text.contains("    /// The calendar showing the cell.\n    var calendar: UICollectionView? { get set }"),
            text)
        XCTAssertTrue(text.contains("    public var owner: AnyObject? { get }"), text)
        XCTAssertTrue(text.contains("    weak var calendar: UICollectionView?\n    weak var owner: AnyObject?"), text)
        XCTAssertEqual(ported(text), text, "porting ported code changes nothing")
    }
}
