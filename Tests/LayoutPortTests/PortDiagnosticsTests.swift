import LayoutPort
import XCTest

/// Input the porter cannot rewrite gets located messages that say what to do, and no output.
final class PortDiagnosticsTests: XCTestCase {
    private func diagnostics(_ text: String, path: String = "Bad.swift") -> PortResult {
        Porter.port([PortSource(path: path, text: text)])
    }

    func testASyntaxErrorIsLocatedAndNothingIsPorted() {
        let result = diagnostics(
            """
            class Broken: UICollectionViewLayout {
                override func prepare( {
                }
            }
            """)
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.files, [], "nothing half-ported")
        let first = try? XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(first?.file, "Bad.swift")
        XCTAssertEqual(first?.line, 2, "the line of the unclosed parameter list")
        XCTAssertTrue(first?.description.hasPrefix("Bad.swift:2:") == true, first?.description ?? "")
        XCTAssertTrue(first?.message.contains("syntax error") == true, first?.message ?? "")
    }

    func testAnOverrideInAnExtensionOfAClassOutsideThePortIsAnError() {
        let result = diagnostics(
            """
            import UIKit

            extension UICollectionViewFlowLayout {
                open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            }
            """)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.count, 1)
        let diagnostic = result.diagnostics[0]
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual([diagnostic.line, diagnostic.column], [4, 5], "the override's position")
        XCTAssertTrue(diagnostic.message.contains("subclass of UICollectionViewFlowLayout"), diagnostic.message)
    }

    /// Asking the Objective-C runtime whether a method exists has no honest answer on Linux
    /// (a stub would silently skip or force the call), so it stops the port; a selector for a
    /// target/action only warns (see `PortPlatformTests`).
    func testRuntimeQueriesBySelectorAreErrors() {
        let result = diagnostics(
            """
            @objc protocol Feed {
                @objc optional var pageSize: Int { get set }
            }
            class Reader {
                weak var feed: Feed?
                func check(_ object: NSObject) -> Bool { object.responds(to: #selector(Reader.check(_:))) }
                func later() { perform(#selector(Reader.later)) }
            }
            """)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.error, .error], "a settable optional property converts")
        XCTAssertEqual(result.diagnostics.map(\.line), [6, 7])
        XCTAssertTrue(result.diagnostics.first?.message.contains("`responds(…#selector…)`") == true)
        XCTAssertTrue(result.diagnostics.last?.message.contains("`perform(…#selector…)`") == true)
    }

    /// `NSValue(cgAffineTransform:)` and `(caTransform3D:)` exist in LayoutShotUIKit, so a
    /// ported attributes subclass's `isEqual(_:)` compiles as written: nothing to say.
    func testTransformBoxingPortsAsWritten() {
        let result = diagnostics(
            """
            let boxed = NSValue(cgAffineTransform: .identity)
            """)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.files.map(\.path), ["Bad.swift", PortShims.fileName])
        XCTAssertTrue(result.files[0].text.contains("NSValue(cgAffineTransform: .identity)"))
    }
}
