import LayoutPort
import XCTest

/// `#if` evaluated as Linux compiles the port, `#selector` made inert, and conformers' optional
/// properties kept implementing their requirements — the porting gaps real libraries hit.
final class PortPlatformTests: XCTestCase {
    private func port(_ text: String, iOSBranches: Bool = false) -> PortResult {
        Porter.port(
            [PortSource(path: "Lib.swift", text: text)], configuration: PortConfiguration(iOSBranches: iOSBranches))
    }

    private func ported(_ text: String, iOSBranches: Bool = false) -> String {
        port(text, iOSBranches: iOSBranches).files.first?.text ?? ""
    }

    /// The reproducer (zenangst/Blueprints' pattern): a `#selector` in a branch Linux
    /// never compiles is not looked at, so nothing stops the port and nothing is said.
    func testASelectorInAnInactiveBranchIsIgnored() {
        let result = port(
            """
            import UIKit
            class E: NSObject {
            #if os(macOS)
              func f() { _ = #selector(g) }
            #endif
              @objc func g() {}
            }

            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.files.count, 2, "the file and the shims")
        XCTAssertTrue(result.files[0].text.contains("#if os(macOS)"), "the branch stays for the compiler to skip")
    }

    /// A target/action timer in a helper (JZCalendarWeekView's pattern) becomes an inert
    /// `Selector`, with a warning at the `#selector`; the rest of the set ports.
    func testATargetActionSelectorBecomesAnInertSelectorWithAWarning() {
        let result = port(
            """
            final class Ticker: NSObject {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }
                @objc func tick(_ timer: Timer) {}
            }

            """)
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.map(\.line), [4])
        XCTAssertTrue(result.diagnostics[0].message.contains("Selector(\"tick(_:)\")"), result.diagnostics[0].message)
        XCTAssertTrue(result.files[0].text.contains("selector: Selector(\"tick(_:)\"), userInfo"), result.files[0].text)
    }

    /// A helper file that imports only Foundation (JZCalendarWeekView's weak timer) gets
    /// LayoutShotUIKit too once its `#selector` becomes LayoutShotUIKit's `Selector`.
    func testAFoundationOnlyFileWithASelectorImportsLayoutShotUIKit() {
        let text = ported(
            """
            import Foundation

            final class Ticker: NSObject {
                func start() -> Timer {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(fire), userInfo: nil, repeats: true)
                }
                @objc func fire() {}
            }

            """)
        XCTAssertTrue(text.hasPrefix("import Foundation\nimport LayoutShotUIKit\n\nfinal class Ticker"), text)
        XCTAssertEqual(ported(text), text, "porting it again changes nothing")
    }

    /// `canImport(UIKit) && !os(watchOS)` — how libraries guard whole files — is true for the
    /// port: the condition names LayoutShotUIKit so the compiler agrees, and the overrides in an
    /// extension inside it move into the class like any other.
    func testACompoundConditionIsEvaluatedAndRewritten() {
        let result = port(
            """
            #if canImport(UIKit) && !os(watchOS)
            import UIKit
            class Grid: UICollectionViewLayout {}
            extension Grid {
                override func prepare() {}
            }
            #endif

            """)
        XCTAssertEqual(result.diagnostics, [])
        let text = result.files.first?.text ?? ""
        XCTAssertTrue(text.hasPrefix("#if canImport(LayoutShotUIKit) && !os(watchOS)\n"), text)
        XCTAssertTrue(text.contains("class Grid: UICollectionViewLayout {\n\n    override func prepare() {}\n}"), text)
    }

    /// A file wrapped in `#if os(iOS)` compiles to nothing on Linux: the porter says so at the
    /// `#if`. With iOS branches the code ports: `os(iOS)` is the literal `true` for the
    /// compiler, `os(Linux)` `false`, and the overrides move.
    func testAnIOSOnlyFileIsWarnedAboutOrPortedWithIOSBranches() {
        let source = """
            import UIKit
            #if os(iOS) || os(tvOS)
            class Grid: UICollectionViewLayout {}
            extension Grid {
                override func prepare() {}
            }
            #elseif os(Linux)
            let fallback = 1
            #endif

            """
        let onLinux = port(source.replacingOccurrences(of: "#elseif os(Linux)\nlet fallback = 1\n", with: ""))
        // The file's warning, then the override's that stays behind.
        XCTAssertEqual(onLinux.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(onLinux.diagnostics.map(\.line), [2, 5])
        XCTAssertTrue(
            onLinux.diagnostics[0].message.contains("`#if os(iOS) || os(tvOS)`")
                && onLinux.diagnostics[0].message.contains("--ios-branches"), onLinux.diagnostics[0].message)
        XCTAssertEqual(
            port(source).diagnostics.map(\.line), [5], "the os(Linux) branch is active: only the override is said")

        let forIOS = port(source, iOSBranches: true)
        XCTAssertEqual(forIOS.diagnostics, [])
        let text = forIOS.files.first?.text ?? ""
        XCTAssertTrue(text.contains("#if true || false\n"), text)
        XCTAssertTrue(text.contains("#elseif false\n"), text)
        XCTAssertTrue(text.contains("class Grid: UICollectionViewLayout {\n\n    override func prepare() {}\n}"), text)
    }

    /// The silent wrong frame: a conformer's `var rowSpacing: CGFloat { 8 }` must answer
    /// the now-Optional requirement, stored or computed, typed or not, get or get/set, declared
    /// in the type or in the extension that adopts the protocol. A local of the same name and a
    /// type that does not adopt the protocol are left alone.
    func testConformersOptionalPropertiesAreDeclaredOptional() {
        let text = ported(
            """
            @objc protocol GridMetrics {
                @objc optional var rowSpacing: CGFloat { get }
                @objc optional var columnCount: Int { get set }
                @objc optional var title: String { get }
            }
            final class Computed: NSObject, GridMetrics {
                var rowSpacing: CGFloat { 8 }
                init(x: Int) {
                    var rowSpacing: CGFloat = 1
                    rowSpacing += 1
                    super.init()
                }
            }
            final class Stored: NSObject, GridMetrics {
                var rowSpacing = CGFloat(12)
                var columnCount: Int = 3
            }
            final class Adopter: NSObject {}
            extension Adopter: GridMetrics {
                var title: String { "grid" }
            }
            final class Bystander {
                var rowSpacing: CGFloat = 4
            }

            """)
        XCTAssertTrue(
            text.contains("var rowSpacing: CGFloat { get }") == false, "the requirement is Optional:\n\(text)")
        XCTAssertTrue(text.contains("    var rowSpacing: CGFloat? { 8 }\n"), "computed:\n\(text)")
        XCTAssertTrue(text.contains("var rowSpacing: CGFloat = 1\n"), "a local stays:\n\(text)")
        XCTAssertTrue(
            text.contains("    var rowSpacing: CGFloat? = CGFloat(12)\n"),
            "untyped, typed from the requirement:\n\(text)")
        XCTAssertTrue(text.contains("    var columnCount: Int? = 3\n"), "get/set:\n\(text)")
        XCTAssertTrue(text.contains("    var title: String? { \"grid\" }\n"), "adopted in an extension:\n\(text)")
        XCTAssertTrue(
            text.contains("final class Bystander {\n    var rowSpacing: CGFloat = 4\n"), "not a conformer:\n\(text)")
        XCTAssertTrue(text.contains("var columnCount: Int? { get { nil } set {} }"), "a settable default:\n\(text)")
        XCTAssertTrue(text.contains("protocol GridMetrics: AnyObject {"), "still class-only:\n\(text)")
    }

    /// LayoutShot's views require `init(frame:)` (so registered cell classes can be made from
    /// their class objects): a cell's `override init(frame:)` becomes `required`, keeping its
    /// access level; other initialisers are untouched.
    func testFrameInitialisersBecomeRequired() {
        let text = ported(
            """
            final class PhotoCell: UICollectionViewCell {
                public override init(frame: CGRect) { super.init(frame: frame) }
                override init(style: Int) { super.init(style: style) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        XCTAssertTrue(text.contains("    public required init(frame: CGRect) { super.init(frame: frame) }"), text)
        XCTAssertTrue(text.contains("    override init(style: Int)"), text)
    }

    /// Porting a ported folder again takes the port's own shim file for what it is; a file of
    /// the user's with that name is refused, as the port would write over it.
    func testThePortsShimFileIsRecognisedAndAnotherOfItsNameRefused() {
        let first = Porter.port([PortSource(path: "A.swift", text: "class A {}\n")])
        let again = Porter.port(first.files)
        XCTAssertEqual(again.diagnostics, [])
        XCTAssertEqual(again.files, first.files, "porting ported code changes nothing")
        let clash = Porter.port([PortSource(path: "Sources/\(PortShims.fileName)", text: "let x = 1\n")])
        XCTAssertTrue(clash.hasErrors)
        XCTAssertEqual(clash.files, [])
    }
}
