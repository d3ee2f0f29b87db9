import LayoutShotUIKit
import XCTest

/// A layout written the way apps adapt to traits — columns by size class, row height scaled
/// with Dynamic Type, content inside the readable guide — compiled with UIKit's names only.
final class TraitEnvironmentTests: XCTestCase {
    final class AdaptiveListLayout: UICollectionViewLayout {
        private var frames: [CGRect] = []
        private var height: CGFloat = 0

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let traits = collectionView.traitCollection
            let columns = traits.horizontalSizeClass == .regular ? 2 : 1
            let rowHeight = UIFontMetrics(forTextStyle: .body).scaledValue(for: 44, compatibleWith: traits)
            let guide = collectionView.readableContentGuide.layoutFrame
            let width = guide.width / CGFloat(columns)
            frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                CGRect(
                    x: guide.minX + CGFloat(item % columns) * width, y: CGFloat(item / columns) * rowHeight,
                    width: width, height: rowHeight)
            }
            height = frames.last?.maxY ?? 0
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard frames.indices.contains(indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }
    }

    /// Apple's Human Interface Guidelines, "Dynamic Type sizes": body is 17 points at the
    /// default size (Large), 23 at xxxLarge, 40 at AX3 and 53 at AX5; caption 2 is 11 at Large.
    func testPreferredFontsFollowTheTextSize() {
        var traits = UITraitCollection()
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        traits.preferredContentSizeCategory = .extraExtraExtraLarge
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize, 23)
        traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize, 53)
        XCTAssertTrue(traits.preferredContentSizeCategory.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func testTheLayoutSeesTheDevicesTraits() throws {
        let layout = AdaptiveListLayout()
        let view = UICollectionView(
            frame: .zero, collectionViewLayout: layout, dataSource: InMemoryDataSource(itemCounts: [4]))
        let ipad = try XCTUnwrap(Device.named("ipad-pro-11"))
        var environment = ipad.environment(.landscape)
        environment.traits.preferredContentSizeCategory = .accessibilityExtraLarge
        environment.readableContentWidth = 672
        environment.apply(to: view)
        // iPad landscape: 1194 wide, margins 20 → 1154 inside them, narrowed to 672 centred
        // (inset 261); a root view's margins are 0 at the top and bottom, so vertically the guide
        // is the safe area (24 top, 20 bottom of 834); regular width → two columns of 336; rows
        // 44 × 40 / 17 (body at AX3).
        XCTAssertEqual(view.layoutMarginsGuide.layoutFrame.minX, 20)
        XCTAssertEqual(view.readableContentGuide.layoutFrame, CGRect(x: 261, y: 24, width: 672, height: 790))
        let frame = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        XCTAssertEqual(frame.minX, 261 + 336)
        XCTAssertEqual(frame.height, 44 * 40 / 17, accuracy: 1e-9)
        XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 24, width: 1194, height: 790))
    }

    /// Layouts that size items from `UIScreen.main.bounds` (common in apps) see the screen of the
    /// view they lay out for: the iPad preset's 834 points, two views on two devices side by side,
    /// and the iPhone default outside any layout call.
    func testUIScreenIsTheScreenOfTheViewBeingLaidOut() throws {
        final class ScreenWideLayout: UICollectionViewFlowLayout {
            override func prepare() {
                itemSize = CGSize(width: UIScreen.main.bounds.width / 2, height: 50 * UIScreen.main.scale)
                super.prepare()
            }
        }
        func frame(on name: String) throws -> CGRect? {
            let view = UICollectionView(
                frame: .zero, collectionViewLayout: ScreenWideLayout(), dataSource: InMemoryDataSource(itemCounts: [1]))
            try XCTUnwrap(Device.named(name)).environment().apply(to: view)
            view.collectionViewLayout.invalidateLayout()
            return view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        }
        XCTAssertEqual(try frame(on: "ipad-pro-11")?.size, CGSize(width: 417, height: 100), "834 / 2, 50 × 2")
        XCTAssertEqual(try frame(on: "iphone-15")?.size, CGSize(width: 196.5, height: 150), "393 / 2, 50 × 3")
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844), "outside a layout call")

        // A device's screen holding a smaller view: the screen is still the device's (issue 45:
        // a layout sized from `UIScreen.main.bounds` hosted in a 300-point view).
        let view = UICollectionView(
            frame: .zero, collectionViewLayout: ScreenWideLayout(), dataSource: InMemoryDataSource(itemCounts: [1]))
        var hosted = try XCTUnwrap(Device.named("iphone-15")).environment()
        hosted.screenSize = hosted.viewSize
        hosted.viewSize = CGSize(width: 300, height: 400)
        hosted.apply(to: view)
        view.collectionViewLayout.invalidateLayout()
        XCTAssertEqual(view.bounds.size, CGSize(width: 300, height: 400))
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 196.5,
            "393 / 2: the screen's width, not the view's")
    }
}
