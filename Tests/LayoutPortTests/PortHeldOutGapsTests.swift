import LayoutPort
import XCTest

/// Gaps measured on public layout libraries not written here: files that saw UIKit through a
/// framework's umbrella header, `AVFoundation` imported for `AVMakeRect`, a required frame
/// initialiser in an `open` class, and UIKit's optional data-source call.
final class PortHeldOutGapsTests: XCTestCase {
    private func ported(_ text: String) -> String {
        Porter.port([PortSource(path: "Lib.swift", text: text)]).files.first?.text ?? ""
    }

    /// A framework's Swift files see UIKit through its umbrella header and often import
    /// nothing; the port imports LayoutShotUIKit, below the file's opening comments.
    func testAFileWithNoImportGetsLayoutShotUIKit() {
        let text = ported(
            """
            //  Easing.swift
            //  A framework file.

            func eased(_ x: CGFloat) -> CGFloat { x * x }

            """)
        XCTAssertEqual(
            text,
            """
            //  Easing.swift
            //  A framework file.

            import LayoutShotUIKit

            func eased(_ x: CGFloat) -> CGFloat { x * x }

            """)
        XCTAssertFalse(
            ported("import Foundation\nlet x = 1\n").contains("LayoutShotUIKit"), "an import is kept as it is")
    }

    func testAVFoundationBecomesLayoutShotUIKit() {
        let text = ported(
            "import UIKit\nimport AVFoundation\nlet r = AVMakeRect(aspectRatio: .zero, insideRect: .zero)\n")
        XCTAssertEqual(text, "import LayoutShotUIKit\nlet r = AVMakeRect(aspectRatio: .zero, insideRect: .zero)\n")
    }

    /// "'required' initializer must be accessible wherever class can be subclassed": in an
    /// `open` class the required frame initialiser is made public; elsewhere its level is kept.
    func testARequiredFrameInitialiserInAnOpenClassIsPublic() {
        let text = ported(
            """
            import UIKit
            open class BasePageCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required public init?(coder: NSCoder) { fatalError() }
            }
            class PlainCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """)
        XCTAssertTrue(text.contains("    public required init(frame: CGRect) { super.init(frame: frame) }"), text)
        XCTAssertTrue(text.contains("class PlainCell: UICollectionViewCell {\n    required init(frame: CGRect)"), text)
    }

    /// `numberOfSections(in:)` is optional in UIKit's data source, so code calls it with `?`;
    /// LayoutShotUIKit's has a default, so the second `?` goes.
    func testTheDataSourcesOptionalSectionCountIsCalledDirectly() {
        let text = ported(
            """
            import UIKit
            func sections(in collectionView: UICollectionView) -> Int {
                collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 1
            }

            """)
        XCTAssertTrue(text.contains("collectionView.dataSource?.numberOfSections(in: collectionView) ?? 1"), text)
        let scrolling = ported(
            """
            import UIKit
            final class Pager: UIScrollView, UIScrollViewDelegate {
                weak var forwarded: UIScrollViewDelegate?
                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                    forwarded?.scrollViewDidEndDecelerating?(scrollView)
                }
            }

            """)
        XCTAssertTrue(scrolling.contains("forwarded?.scrollViewDidEndDecelerating(scrollView)"), scrolling)
    }
}
