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

    func testSelectorAndSettableOptionalPropertiesAreErrors() {
        let result = diagnostics(
            """
            @objc protocol Feed {
                @objc optional var pageSize: Int { get set }
            }
            class Reader {
                weak var feed: Feed?
                func check(_ object: NSObject) -> Bool { object.responds(to: #selector(Reader.check(_:))) }
            }
            """)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.error, .error])
        XCTAssertEqual(result.diagnostics.map(\.line), [2, 6])
        XCTAssertTrue(result.diagnostics[0].message.contains("{ get }"), result.diagnostics[0].message)
        XCTAssertTrue(result.diagnostics[1].message.contains("#selector"), result.diagnostics[1].message)
    }

    func testTransformBoxingIsAWarningAndThePortGoesOn() {
        let result = diagnostics(
            """
            let boxed = NSValue(cgAffineTransform: .identity)
            """)
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.column, 21, "at the argument")
        XCTAssertEqual(result.files.count, 1, "warnings do not stop the port")
    }
}
