import LayoutPort
import XCTest

/// Cases found porting public layouts: access levels across files, nested classes, `#if`
/// blocks, and conformances through refinement or extensions.
final class PortEdgeCaseTests: XCTestCase {
    private func port(_ sources: [(String, String)]) -> PortResult {
        Porter.port(sources.map { PortSource(path: $0.0, text: $0.1) })
    }

    func testHelpersAnOverrideUsesStayVisibleWhenItMovesToAnotherFile() {
        let result = port([
            ("A.swift", "import UIKit\nclass Attrs: UICollectionViewLayoutAttributes {}\n"),
            (
                "B.swift",
                """
                import UIKit
                private let prefix = "tag-"
                extension Attrs {
                    fileprivate var tag: String { prefix }
                    override var description: String { tag }
                }

                """
            ),
        ])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            result.files.dropLast().map(\.text),
            [
                "import LayoutShotUIKit\nclass Attrs: UICollectionViewLayoutAttributes {\n\n    override var description: String { tag }\n}\n",
                "import LayoutShotUIKit\nlet prefix = \"tag-\"\nextension Attrs {\n    var tag: String { prefix }\n}\n",
            ])
    }

    func testAMovedOverrideKeepsItsExtensionsAccessLevel() {
        let result = port([
            (
                "L.swift",
                """
                open class L: UICollectionViewLayout {}
                public extension L {
                    override var collectionViewContentSize: CGSize { .zero }
                }

                """
            )
        ])
        XCTAssertTrue(
            result.files.first?.text.contains("public override var collectionViewContentSize: CGSize { .zero }")
                == true,
            result.files.first?.text ?? "")
    }

    func testAClassNestedInAnExtensionReceivesItsOverrides() {
        let result = port([
            (
                "Layouts.swift",
                """
                import UIKit
                enum Layouts {}
                extension Layouts {
                    final class Grid: UICollectionViewLayout {}
                }
                extension Layouts.Grid {
                    override var collectionViewContentSize: CGSize { .zero }
                }

                """
            )
        ])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            result.files.first?.text,
            """
            import LayoutShotUIKit
            enum Layouts {}
            extension Layouts {
                final class Grid: UICollectionViewLayout {

                override var collectionViewContentSize: CGSize { .zero }
            }
            }

            """, "moved, not lost")
    }

    func testOverridesUnderAnIfLinuxDoesNotCompileStayWithAWarning() {
        let input = """
            import Foundation
            class L: UICollectionViewLayout {}
            #if os(iOS)
            extension L {
                override var collectionViewContentSize: CGSize { .zero }
            }
            extension UICollectionViewFlowLayout {
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            }
            #endif

            """
        let result = port([("L.swift", input)])
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(result.files.first?.text, input, "nothing moves out of the #if")
    }

    func testAFileGuardedByCanImportUIKitIsCompiledOnLinux() {
        let result = port([
            (
                "Guarded.swift",
                """
                #if canImport(UIKit)
                import UIKit

                final class Guarded: UICollectionViewLayout {}
                extension Guarded {
                    override func prepare() {}
                }
                #endif

                """
            )
        ])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            result.files.first?.text,
            """
            #if canImport(LayoutShotUIKit)
            import LayoutShotUIKit

            final class Guarded: UICollectionViewLayout {

                override func prepare() {}
            }
            #endif

            """)
    }

    func testConformersThroughARefiningProtocolOrAnExtensionAreFound() {
        let result = port([
            (
                "Grid.swift",
                """
                @objc protocol SpacingDelegate {
                    @objc optional func spacing(for section: Int) -> CGFloat
                }
                protocol GridDelegate: SpacingDelegate {}
                final class Refined: NSObject, GridDelegate {
                    func spacing(for section: Int) -> CGFloat { 8 }
                }
                final class Extended: NSObject, SpacingDelegate {}
                extension Extended {
                    func spacing(for section: Int) -> CGFloat { 8 }
                }

                """
            )
        ])
        let text = result.files.first?.text ?? ""
        XCTAssertEqual(
            text.components(separatedBy: "func spacing(for section: Int) -> CGFloat? { 8 }").count, 3,
            "both implementations answer CGFloat?:\n\(text)")
    }
}
