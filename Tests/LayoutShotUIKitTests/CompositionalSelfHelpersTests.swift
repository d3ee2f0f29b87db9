import LayoutShotUIKit
import XCTest

/// Helpers that apps declare in extensions, written against UIKit's signatures: the class
/// methods of `NSCollectionLayoutDimension` and `NSCollectionLayoutSpacing` answer `Self` in
/// UIKit's Swift interface (Objective-C `instancetype`), so `-> Self` helpers return them.
extension NSCollectionLayoutDimension {
    fileprivate static func card() -> Self { .fractionalWidth(0.9) }
    fileprivate static func row() -> Self { .estimated(44) }
}

extension NSCollectionLayoutSpacing {
    fileprivate static func gutter() -> Self { .fixed(12) }
}

final class CompositionalSelfHelpersTests: XCTestCase {
    func testSelfAnsweringHelpersCompileAndBuildTheirValues() {
        XCTAssertEqual(NSCollectionLayoutDimension.card(), .fractionalWidth(0.9))
        XCTAssertTrue(NSCollectionLayoutDimension.row().isEstimated)
        XCTAssertEqual(NSCollectionLayoutSpacing.gutter().spacing, 12)
        XCTAssertFalse(NSCollectionLayoutSpacing.gutter().isFlexibleSpacing)
    }
}
