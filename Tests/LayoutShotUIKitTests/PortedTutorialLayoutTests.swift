import LayoutShotUIKit
import XCTest

/// The tutorial's row-per-section grid exactly as a UIKit developer writes it (REFERENCE §6),
/// with UIKit's names: only the import differs from the iOS code.
final class TutorialGridLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 80, height: 60)
    let interItemSpacing: CGFloat = 10
    let lineSpacing: CGFloat = 10
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    override func prepare() {
        super.prepare()
        cache.removeAll()
        var maxItems = 0
        for section in 0..<collectionView!.numberOfSections {
            let count = collectionView!.numberOfItems(inSection: section)
            maxItems = max(maxItems, count)
            for item in 0..<count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(
                    x: (itemSize.width + interItemSpacing) * CGFloat(item) + interItemSpacing,
                    y: (itemSize.height + lineSpacing) * CGFloat(section) + lineSpacing,
                    width: itemSize.width, height: itemSize.height)
                cache.append(attributes)
            }
        }
        contentSize = CGSize(
            width: CGFloat(maxItems) * (itemSize.width + interItemSpacing) + interItemSpacing,
            height: CGFloat(collectionView!.numberOfSections) * (itemSize.height + lineSpacing) + lineSpacing)
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView!.bounds.width
    }
}

final class PortedTutorialLayoutTests: XCTestCase {
    func testPortedLayoutAgreesWithTheBuiltInGrid() {
        let counts = [4, 6, 2]
        let ported = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TutorialGridLayout(),
            dataSource: InMemoryDataSource(itemCounts: counts))
        let builtInLayout = CollectionViewGridLayout()
        builtInLayout.itemSize = CGSize(width: 80, height: 60)
        let builtIn = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: builtInLayout,
            dataSource: InMemoryDataSource(itemCounts: counts))
        ported.layoutIfNeeded()
        builtIn.layoutIfNeeded()
        XCTAssertEqual(ported.contentSize, builtIn.contentSize)
        XCTAssertEqual(ported.contentSize, CGSize(width: 550, height: 220))
        let rect = CGRect(x: 0, y: 0, width: 550, height: 220)
        let portedFrames = ported.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.frame)" }
        let builtInFrames = builtIn.layoutAttributesForElements(in: rect).map { "\($0.indexPath) \($0.frame)" }
        XCTAssertEqual(portedFrames.sorted(), builtInFrames.sorted())
        XCTAssertEqual(portedFrames.count, 12)
    }

    func testUIKitSpellingsResolve() {
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, CollectionElementKind.sectionHeader)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(insets.horizontal, 6)
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        XCTAssertEqual(flow.scrollDirection, UICollectionView.ScrollDirection.horizontal)
        let category: UICollectionView.ElementCategory = .supplementaryView
        XCTAssertEqual(category, .supplementaryView)
    }
}
