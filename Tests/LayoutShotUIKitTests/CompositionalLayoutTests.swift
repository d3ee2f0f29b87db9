import LayoutShotUIKit
import XCTest

/// Compositional layouts built the way Apple's "Implementing Modern Collection Views" sample
/// builds them, against frames worked out by hand from Apple's documented semantics: a
/// fractional dimension is a fraction of the container (an item's container is its group; a
/// group's is the section's content area, the collection view's width inside the section's
/// insets and its height), groups repeat until the section's items run out, `contentInsets` shrink
/// an item's cell inside its frame.
final class CompositionalLayoutTests: XCTestCase {
    private func makeView(
        _ layout: UICollectionViewLayout, items: [Int], size: CGSize = CGSize(width: 390, height: 844)
    ) -> UICollectionView {
        UICollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: items))
    }

    private func frames(_ view: UICollectionView, section: Int = 0) -> [CGRect] {
        (0..<view.numberOfItems(inSection: section)).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    /// Apple's list: one full-width item per 44-point group.
    func testListRows() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [5])
        XCTAssertEqual(frames(view), (0..<5).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 390, height: 44) })
        XCTAssertEqual(view.contentSize, CGSize(width: 390, height: 220))
    }

    /// Apple's grid: items a fifth of the group wide, the group as tall as a fifth of the width,
    /// so five items fill a row (the group repeats its one subitem while it fits): 78 × 78 each
    /// in 390. Twelve items make rows of 5, 5 and 2. Content insets of 2 shrink each cell.
    func testGridRepeatsItsSubitemWhileItFits() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [12])
        let all = frames(view)
        XCTAssertEqual(all.count, 12)
        XCTAssertEqual(all[0], CGRect(x: 2, y: 2, width: 74, height: 74))
        XCTAssertEqual(all[7], CGRect(x: 158, y: 80, width: 74, height: 74), "row 1, column 2")
        XCTAssertEqual(all[11], CGRect(x: 80, y: 158, width: 74, height: 74), "row 2, column 1")
        XCTAssertEqual(view.contentSize.height, 234, "three rows of 78")
    }

    /// `horizontal(layoutSize:subitem:count:)` resizes its items to fit the spacing (Apple: "the
    /// group keeps the same number of items and automatically resizes them"): (390 − 2·10) / 3.
    func testCountedGroupSharesTheWidthAfterSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [3])
        let width: CGFloat = (390 - 20) / 3
        for (index, frame) in frames(view).enumerated() {
            XCTAssertEqual(frame.minX, (width + 10) * CGFloat(index), accuracy: 1e-9, "item \(index) x")
            XCTAssertEqual(frame.width, width, accuracy: 1e-9, "item \(index) width")
        }
    }

    /// Apple's nested groups: a leading item 0.7 wide beside a vertical group 0.3 wide holding
    /// two half-height items, in a group 0.4 of the view's height (337.6 in 844).
    func testNestedGroups() {
        let leading = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, trailing])
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested)), items: [6])
        let all = frames(view)
        let height: CGFloat = 0.4 * 844
        let expected = [
            CGRect(x: 0, y: 0, width: 273, height: height), CGRect(x: 273, y: 0, width: 117, height: height / 2),
            CGRect(x: 273, y: height / 2, width: 117, height: height / 2),
            CGRect(x: 0, y: height, width: 273, height: height),
        ]
        for (index, frame) in expected.enumerated() {
            XCTAssertEqual(all[index].minX, frame.minX, accuracy: 1e-9, "item \(index) x")
            XCTAssertEqual(all[index].minY, frame.minY, accuracy: 1e-9, "item \(index) y")
            XCTAssertEqual(all[index].width, frame.width, accuracy: 1e-9, "item \(index) width")
            XCTAssertEqual(all[index].height, frame.height, accuracy: 1e-9, "item \(index) height")
        }
    }

    /// A section with insets of 10, a 44-point header and a 30-point footer (both inset like the
    /// content: `supplementariesFollowContentInsets` is true by default), half-width items in
    /// 50-point rows, and a background inset by 5. Header 0…44 at x 10, 370 wide; the content
    /// starts at 44 + 10 = 54 with items 185 wide; rows end at 154, the section body at 164;
    /// the footer runs 164…194. The background covers the body (44…164, full width) inset by 5.
    func testHeaderFooterInsetsAndBackground() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = makeView(layout, items: [3])
        XCTAssertEqual(
            frames(view),
            [
                CGRect(x: 10, y: 54, width: 185, height: 50), CGRect(x: 195, y: 54, width: 185, height: 50),
                CGRect(x: 10, y: 104, width: 185, height: 50),
            ])
        let index = IndexPath(item: 0, section: 0)
        XCTAssertEqual(
            view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: index)?
                .frame, CGRect(x: 10, y: 0, width: 370, height: 44))
        XCTAssertEqual(
            view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: index)?
                .frame, CGRect(x: 10, y: 164, width: 370, height: 30))
        let decoration = try XCTUnwrap(layout.layoutAttributesForDecorationView(ofKind: "background", at: index))
        XCTAssertEqual(decoration.frame, CGRect(x: 5, y: 49, width: 380, height: 110))
        XCTAssertEqual(decoration.zIndex, 0, "Apple: 0, below the section's other items")
        XCTAssertEqual(view.contentSize.height, 194)
        let visible = view.layoutAttributesForVisibleElements()
        XCTAssertEqual(
            visible.first?.representedElementCategory, .decorationView, "listed before the cells it is under")
        XCTAssertEqual(visible.count, 6, "3 cells, header, footer, background")
    }

    /// An orthogonally scrolling section puts its groups side by side (0.85 · 390 = 331.5 wide,
    /// 10 apart) in one 200-point row; its own offset shifts them.
    func testOrthogonalSectionLaysGroupsAcross() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        let view = makeView(UICollectionViewCompositionalLayout(section: section), items: [3])
        XCTAssertEqual(frames(view).map(\.minX), [0, 341.5, 683])
        XCTAssertEqual(frames(view).map(\.minY), [0, 0, 0])
        XCTAssertEqual(view.contentSize.height, 200, "one row tall")
        section.orthogonalContentOffset = CGPoint(x: 100, y: 0)
        view.collectionViewLayout.invalidateLayout()
        XCTAssertEqual(frames(view).map(\.minX), [-100, 241.5, 583])
    }

    /// Apple's badge: 20 × 20 on the item's top trailing corner, pushed out by 30 % of its own
    /// size: the item is 100 × 100 at the origin, so the badge spans x 86…106 and y −6…14.
    func testBadgeStraddlesTheCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            subitems: [item])
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [2])
        let first = view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(first?.frame, CGRect(x: 86, y: -6, width: 20, height: 20))
        XCTAssertEqual(first?.zIndex, 1, "above its cell")
        let second = view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(second?.frame, CGRect(x: 86, y: 94, width: 20, height: 20), "the second group is 100 lower")
    }

    /// A section provider sees the container (columns from the width) and a pinned header stays
    /// at the top of the visible area inside its section.
    func testSectionProviderAndPinnedHeader() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                        heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header]
                return section
            }, configuration: configuration)
        // Section 0: header 0…40, 6 items in 3 rows of 100 (40…340). Section 1 starts 20 later, at 360.
        let view = makeView(layout, items: [6, 2])
        XCTAssertEqual(frames(view).map(\.width), Array(repeating: 195, count: 6), "two columns in 390")
        XCTAssertEqual(frames(view, section: 1).first?.minY, 400, "after 360 + the 40-point header")
        let header = { (section: Int) in
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        view.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(header(0), 100, "pinned at the top of the visible area")
        view.contentOffset = CGPoint(x: 0, y: 320)
        XCTAssertEqual(header(0), 300, "stops where its section ends (340 − 40)")
        XCTAssertEqual(header(1), 360, "the next header keeps its place until reached")
        let wide = makeView(layout, items: [8], size: CGSize(width: 800, height: 600))
        XCTAssertEqual(frames(wide).first?.width, 200, "four columns in 800")
    }

    /// Adaptive builders pick columns by the device idiom (an iPhone unless the view's traits
    /// say otherwise) and may set iOS 17's orthogonal scrolling properties, which are kept.
    func testIdiomPicksColumnsAndScrollingPropertiesAreKept() {
        var properties: [UICollectionLayoutSectionOrthogonalScrollingProperties] = []
        let layout = UICollectionViewCompositionalLayout { (_: Int, environment: NSCollectionLayoutEnvironment) in
            let columns = environment.traitCollection.userInterfaceIdiom == .pad ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingProperties.decelerationRate = .fast
            section.orthogonalScrollingProperties.bounce = .never
            properties.append(section.orthogonalScrollingProperties)
            return section
        }
        let phone = makeView(layout, items: [4], size: CGSize(width: 400, height: 600))
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(frames(phone).first?.width, 200, "two columns on a phone")
        let pad = makeView(layout, items: [4], size: CGSize(width: 400, height: 600))
        pad.traitCollection.userInterfaceIdiom = .pad
        pad.collectionViewLayout.invalidateLayout()
        XCTAssertEqual(frames(pad).first?.width, 100, "four columns on a pad")
        XCTAssertEqual(properties.last?.decelerationRate.rawValue, 0.99, "UIScrollView.DecelerationRate.fast")
        XCTAssertEqual(properties.last?.bounce, .never)
    }

    /// A custom group places its items where its provider says, relative to the group.
    func testCustomGroup() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
        ) { environment in
            let width = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3),
            ]
        }
        let view = makeView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [3])
        XCTAssertEqual(
            frames(view),
            [
                CGRect(x: 0, y: 0, width: 195, height: 120), CGRect(x: 195, y: 60, width: 195, height: 60),
                CGRect(x: 0, y: 120, width: 195, height: 120),
            ])
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 3)
    }
}

/// Lists built as Apple's sample builds them: `UICollectionLayoutListConfiguration` sections.
final class CompositionalListTests: XCTestCase {
    /// A plain list: full-width rows of the estimated 44 points (a table view's default row
    /// height), one under the other.
    func testPlainListRows() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [3]))
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            (0..<3).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 390, height: 44) })
    }

    /// An inset-grouped list with supplementary headers from a section provider: rows inset to
    /// the layout margins (set to a root view's 20 here) on both sides, each section's header (44)
    /// above its rows, 20 below each section.
    func testInsetGroupedListWithHeaders() {
        let layout = UICollectionViewCompositionalLayout { (_: Int, environment: NSCollectionLayoutEnvironment) in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [2, 1]))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        // Section 0: header 0–44 (inset like the rows), rows 44–132, then 20; section 1 at 152.
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 20, y: 88, width: 350, height: 44))
        XCTAssertEqual(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 20, y: 152, width: 350, height: 44))
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .compact, "an iPhone in portrait")
    }

    /// Real list builders set swipe actions, separators and padding on the configuration; they
    /// compile and do not move anything (the rows are those of a plain list: 44 points, full
    /// width), and the providers are kept for the app's own tests to call.
    func testSwipeActionsAndSeparatorsAreKept() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 72, bottom: 0, trailing: 0)
        configuration.headerTopPadding = 0
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            delete.backgroundColor = .systemRed
            return indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.itemSeparatorHandler = { _, separators in
            var separators = separators
            separators.topSeparatorVisibility = .hidden
            return separators
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration),
            dataSource: InMemoryDataSource(itemCounts: [2]))
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44)])
        let provider = configuration.trailingSwipeActionsConfigurationProvider
        XCTAssertNil(provider?(IndexPath(item: 0, section: 0)) ?? nil)
        XCTAssertEqual(provider?(IndexPath(item: 1, section: 0))?.actions.map(\.title), ["Delete"])
    }
}
