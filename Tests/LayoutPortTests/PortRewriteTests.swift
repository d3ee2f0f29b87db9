import LayoutPort
import XCTest

/// Each rewrite of the porter on a small input, against the text a careful hand port gives.
final class PortRewriteTests: XCTestCase {
    private func port(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Porter.port([PortSource(path: "Layout.swift", text: text)])
        XCTAssertEqual(result.diagnostics, [], "no diagnostics", file: file, line: line)
        return result.files.first?.text ?? ""
    }

    func testOverridesInAnExtensionMoveIntoTheClassWithTheirComments() {
        let input = """
            import UIKit

            final class CardLayout: UICollectionViewFlowLayout {
                var scale: CGFloat = 0.9
            }

            // MARK: - UICollectionViewLayout
            extension CardLayout {
                /// Cards shrink away from the centre.
                override func prepare() {
                    super.prepare()
                }

                func helper() -> Int { 1 }

                override var collectionViewContentSize: CGSize { .zero }
            }

            """
        let expected = """
            import LayoutShotUIKit

            final class CardLayout: UICollectionViewFlowLayout {
                var scale: CGFloat = 0.9

                /// Cards shrink away from the centre.
                override func prepare() {
                    super.prepare()
                }

                override var collectionViewContentSize: CGSize { .zero }
            }

            // MARK: - UICollectionViewLayout
            extension CardLayout {
                func helper() -> Int { 1 }
            }

            """
        XCTAssertEqual(port(input), expected)
    }

    func testAnExtensionLeftEmptyIsRemovedAndItsMarkGoesWithTheOverrides() {
        let input = """
            import UIKit
            class Pager: UICollectionViewLayout {
                var page = 0
            }

            // MARK: - Overrides
            extension Pager {
                override func prepare() {}
            }

            """
        let expected = """
            import LayoutShotUIKit
            class Pager: UICollectionViewLayout {
                var page = 0

                // MARK: - Overrides
                override func prepare() {}
            }

            """
        XCTAssertEqual(port(input), expected)
    }

    func testOverridesMoveAcrossFilesAndWithTheirIfBlock() {
        let layout = PortSource(
            path: "Sources/Grid.swift",
            text: """
                import UIKit
                class Grid: UICollectionViewLayout {
                    var columns = 3
                }

                """)
        let extensions = PortSource(
            path: "Sources/Grid+Layout.swift",
            text: """
                import UIKit
                extension Grid: CustomStringConvertible {
                    var description: String { "grid" }
                    #if os(iOS)
                    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
                    #endif
                }

                """)
        let result = Porter.port([layout, extensions])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(
            result.files.dropLast().map(\.text),
            [
                """
                import LayoutShotUIKit
                class Grid: UICollectionViewLayout {
                    var columns = 3

                    #if os(iOS)
                    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
                    #endif
                }

                """,
                """
                import LayoutShotUIKit
                extension Grid: CustomStringConvertible {
                    var description: String { "grid" }
                }

                """,
            ])
        XCTAssertEqual(
            result.files.map(\.path), ["Sources/Grid.swift", "Sources/Grid+Layout.swift", PortShims.fileName],
            "names kept, the shims added")
    }

    func testOptionalRequirementsAnswerOptionalsWithNilDefaults() {
        let input = """
            import UIKit
            @objc public protocol MosaicDelegate: AnyObject {
                func numberOfColumns() -> Int
                /// The height of an item.
                @objc optional func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                @objc optional func layoutDidFinish(_ layout: UICollectionViewLayout)
                @objc optional var spacing: CGFloat { get }
                @objc optional func sizeProvider() -> (Int) -> CGSize
            }

            """
        let expected = """
            import LayoutShotUIKit
            public protocol MosaicDelegate: AnyObject {
                func numberOfColumns() -> Int
                /// The height of an item.
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat?
                func layoutDidFinish(_ layout: UICollectionViewLayout) -> Void?
                var spacing: CGFloat? { get }
                func sizeProvider() -> ((Int) -> CGSize)?
            }

            /// Defaults for the requirements Objective-C declared `optional`: nil means "not
            /// implemented" (added by layoutshot-port).
            public extension MosaicDelegate {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat? { nil }
                func layoutDidFinish(_ layout: UICollectionViewLayout) -> Void? { nil }
                var spacing: CGFloat? { nil }
                func sizeProvider() -> ((Int) -> CGSize)? { nil }
            }

            """
        XCTAssertEqual(port(input), expected)
    }

    func testCallSitesOfOptionalRequirementsLoseTheirMark() {
        let input = """
            @objc protocol ShelfDelegate {
                @objc optional func shelf(_ shelf: Shelf, widthAt index: Int) -> CGFloat
                @objc optional func shelfDidLayOut(_ shelf: Shelf)
            }
            class Shelf: UICollectionViewLayout {
                weak var delegate: ShelfDelegate?
                weak var strongDelegate: ShelfDelegate!
                var onTap: (() -> Void)?
                func width(_ index: Int) -> CGFloat {
                    let flow = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
                    let size = flow?.collectionView?(collectionView!, layout: self, sizeForItemAt: IndexPath(item: index, section: 0))
                    delegate?.shelfDidLayOut?(self)
                    onTap?()
                    let forced = strongDelegate.shelf!(self, widthAt: index)
                    return (delegate?.shelf?(self, widthAt: index)) ?? size?.width ?? forced
                }
            }

            """
        let ported = port(input)
        XCTAssertTrue(
            ported.contains(
                "flow?.collectionView(collectionView!, layout: self, sizeForItemAt: IndexPath(item: index, section: 0))"
            ),
            "flow delegate call without `?`:\n\(ported)")
        XCTAssertTrue(ported.contains("delegate?.shelfDidLayOut(self)"), "Void call:\n\(ported)")
        XCTAssertTrue(ported.contains("onTap?()"), "an optional closure keeps its `?`:\n\(ported)")
        XCTAssertTrue(ported.contains("strongDelegate.shelf(self, widthAt: index)!"), "forced call:\n\(ported)")
        XCTAssertTrue(
            ported.contains("return (delegate?.shelf(self, widthAt: index)) ?? size?.width ?? forced"),
            "call with a fallback:\n\(ported)")
    }

    func testConformersKeepImplementingTheConvertedRequirements() {
        let input = """
            @objc protocol TileDelegate {
                @objc optional func tileHeight(at index: Int) -> CGFloat
                @objc optional func tileLayoutDidPrepare(_ count: Int)
            }
            final class Tiles: NSObject, TileDelegate {
                func tileHeight(at index: Int) -> CGFloat {
                    if index == 0 { return 40 }
                    return 80
                }
                func tileLayoutDidPrepare(_ count: Int) {
                    guard count > 0 else { return }
                    let log = { (text: String) in print(text); return }
                    log("prepared \\(count)")
                }
                func tileHeight(at index: Int, scale: CGFloat) -> CGFloat { 1 }
            }

            """
        let ported = port(input)
        XCTAssertTrue(
            ported.contains("func tileHeight(at index: Int) -> CGFloat? {"), "answers an Optional:\n\(ported)")
        XCTAssertTrue(ported.contains("func tileLayoutDidPrepare(_ count: Int) -> Void? {"), "Void?:\n\(ported)")
        XCTAssertTrue(ported.contains("guard count > 0 else { return () }"), "bare return:\n\(ported)")
        XCTAssertTrue(ported.contains("print(text); return }"), "a closure's return is untouched:\n\(ported)")
        XCTAssertTrue(ported.contains("log(\"prepared \\(count)\")\n        return ()\n"), "ends answering:\n\(ported)")
        XCTAssertTrue(
            ported.contains("func tileHeight(at index: Int, scale: CGFloat) -> CGFloat { 1 }"),
            "another overload is untouched:\n\(ported)")
    }

    func testObjectiveCAndInterfaceBuilderAttributesAreDropped() {
        let input = """
            import UIKit
            @IBDesignable
            @objcMembers
            final class Ring: UICollectionViewLayout {
                /// The radius.
                @IBInspectable var radius: CGFloat = 100
                @objc dynamic var angle: CGFloat = 0
                @available(iOS 13.0, *)
                @objc(ringItemCount) func itemCount() -> Int { 0 }
            }

            """
        let expected = """
            import LayoutShotUIKit
            final class Ring: UICollectionViewLayout {
                /// The radius.
                var radius: CGFloat = 100
                var angle: CGFloat = 0
                @available(iOS 13.0, *)
                func itemCount() -> Int { 0 }
            }

            """
        XCTAssertEqual(port(input), expected)
    }

    func testAppleOnlyImportsAreReplacedOnce() {
        let input = """
            // Copyright header.
            import UIKit
            import CoreGraphics
            import QuartzCore
            import Foundation
            @testable import MyApp

            let x = 1

            """
        let expected = """
            // Copyright header.
            import LayoutShotUIKit
            import Foundation
            @testable import MyApp

            let x = 1

            """
        XCTAssertEqual(port(input), expected)
    }

    func testPortingPortedCodeChangesNothing() {
        let input = """
            import UIKit
            @objc protocol D { @objc optional func width(at i: Int) -> CGFloat }
            class L: UICollectionViewLayout { weak var d: D? }
            extension L { override func prepare() { _ = d?.width?(at: 0) } }
            final class S: NSObject, D { func width(at i: Int) -> CGFloat { 3 } }

            """
        let once = port(input)
        XCTAssertNotEqual(once, input, "the first port changes the file")
        XCTAssertEqual(port(once), once, "a second port changes nothing")
    }
}
