import CollectionLayout
import Foundation
import XCTest

/// A section whose group repeats unchanged has its cells placed when a query reaches them
/// (`RepeatedGroupRun`). Expected values come from the layout itself placing every cell in
/// `prepare()`, which it still does for a section with a visible-items handler: a handler that
/// changes nothing forces that path, so the two must answer every query alike — the same
/// elements in the same order, with the same frames to the last bit.
final class CompositionalRepeatedGroupTests: XCTestCase {
    private func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Rows of third-wide insetted items 2.5 apart (so two fit in a row: three thirds and the
    /// spacing do not), two rows to a nested vertical group of a fractional height; a header, a
    /// footer and a background; groups 0.1 apart.
    private func nestedSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 1.5, leading: 2, bottom: 0.5, trailing: 2)
        let row = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        row.interItemSpacing = .fixed(2.5)
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(61.3)), subitems: [row])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 0.1
        section.contentInsets = DirectionalEdgeInsets(top: 7, leading: 9, bottom: 3, trailing: 9)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
        ]
        section.decorationItems = [.background(elementKind: "background")]
        return section
    }

    /// A custom group: two items at frames of their own, one overlapping the next group.
    private func customSection() -> LayoutSection {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(40))) { environment in
            let width = environment.container.contentSize.width
            return [
                GroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 40)),
                GroupCustomItem(frame: CGRect(x: width / 2, y: 10, width: width / 2, height: 45), zIndex: 2),
            ]
        }
        return LayoutSection(group: group)
    }

    /// Rows of a 40-point item and a 100-point one in a 40-point group, groups 10 points closer
    /// than their length (spacing −10): the tall items reach two groups on, and the last group,
    /// holding only the short item, does not reach as far as the others. Negative insets put the
    /// tall item's frame outside its slot.
    private func overflowingSection(spacing: CGFloat = -10) -> LayoutSection {
        let short = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)))
        let tall = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(100)))
        tall.contentInsets = DirectionalEdgeInsets(top: -6, leading: -3, bottom: 0, trailing: 0)
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [short, tall])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = spacing
        return section
    }

    /// How often the reference's handlers were called.
    private final class Calls {
        var count = 0
    }

    private func views(
        _ makeSections: () -> [LayoutSection], items: [Int], scrollDirection: ScrollDirection = .vertical,
        halfSizeCells: Bool = false
    ) -> (lazy: CollectionView, eager: CollectionView, handlerCalls: Calls) {
        let calls = Calls()
        func view(handled: Bool) -> CollectionView {
            let sections = makeSections()
            if handled {
                for section in sections { section.visibleItemsInvalidationHandler = { _, _, _ in calls.count += 1 } }
            }
            let configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = scrollDirection
            configuration.interSectionSpacing = 11
            let provider: (Int, LayoutEnvironment) -> LayoutSection? = { index, _ in sections[index % sections.count] }
            let layout =
                halfSizeCells
                ? HalfSizeLayout(sectionProvider: provider, configuration: configuration)
                : CompositionalLayout(sectionProvider: provider, configuration: configuration)
            let view = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 377, height: 500), collectionViewLayout: layout,
                dataSource: InMemoryDataSource(itemCounts: items))
            view.layoutIfNeeded()
            return view
        }
        return (view(handled: false), view(handled: true), calls)
    }

    private func described(_ elements: [CollectionViewLayoutAttributes]) -> [String] {
        elements.map { element in
            let frame = element.frame
            return "\(element.elementKey) \(frame.minX.bitPattern) \(frame.minY.bitPattern) "
                + "\(frame.width.bitPattern) \(frame.height.bitPattern) z\(element.zIndex)"
        }
    }

    /// Every element's frame, bands across the content, rects whose edges touch cells, and the
    /// whole content: both answer alike; so do the on-demand answers for every item.
    private func assertAgree(
        _ views: (lazy: CollectionView, eager: CollectionView, handlerCalls: Calls), items: [Int],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let content = views.eager.collectionViewLayout.collectionViewContentSize
        XCTAssertEqual(views.lazy.collectionViewLayout.collectionViewContentSize, content, file: file, line: line)
        let everything = CGRect(x: -10, y: -10, width: content.width + 20, height: content.height + 20)
        let all = views.eager.layoutAttributesForElements(in: everything)
        var rects = [everything, .zero, .null, CGRect(x: 0, y: 0, width: 377, height: 500)]
        for element in all {
            let frame = element.frame
            rects += [
                frame, frame.insetBy(dx: 1, dy: 1),
                CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 10),
                CGRect(x: frame.maxX, y: frame.minY, width: 10, height: frame.height),
                CGRect(x: frame.minX, y: frame.minY - 10, width: frame.width, height: 10),
            ]
        }
        for element in all {
            // One-point slivers at each corner and across the content at each edge.
            let frame = element.frame
            for (x, y) in [(frame.minX, frame.minY), (frame.maxX - 1, frame.maxY - 1), (frame.minX, frame.maxY - 1)] {
                rects.append(CGRect(x: x, y: y, width: 1, height: 1))
            }
            rects.append(CGRect(x: -10, y: frame.maxY - 1, width: content.width + 20, height: 1))
            rects.append(CGRect(x: frame.maxX - 1, y: -10, width: 1, height: content.height + 20))
        }
        for start in stride(from: -50.0, to: Double(max(content.width, content.height)), by: 97.3) {
            rects.append(CGRect(x: start, y: start, width: 150, height: 150))
            rects.append(CGRect(x: 0, y: start, width: content.width, height: 61.3))
            rects.append(CGRect(x: start, y: 0, width: 61.3, height: content.height))
        }
        for rect in rects {
            let lazy = described(views.lazy.layoutAttributesForElements(in: rect))
            let eager = described(views.eager.layoutAttributesForElements(in: rect))
            if lazy != eager {
                return XCTFail("\(rect): \(lazy) against \(eager)", file: file, line: line)
            }
        }
        for (section, count) in items.enumerated() {
            for item in 0..<(count + 1) {
                let indexPath = IndexPath(item: item, section: section)
                let lazy = views.lazy.layoutAttributesForItem(at: indexPath).map { described([$0]) }
                let eager = views.eager.layoutAttributesForItem(at: indexPath).map { described([$0]) }
                XCTAssertEqual(lazy, eager, "\(indexPath)", file: file, line: line)
            }
        }
    }

    func testNestedGroupsAnswerAsIfEveryCellWerePlaced() {
        // 100 items: 25 groups of four; 101 would leave a last group of one; 1 item: one partial
        // group; an empty section; a section of exactly one group.
        let items = [100, 101, 1, 0, 4]
        assertAgree(views({ [nestedSection()] }, items: items), items: items)
    }

    /// Cells that reach past the next groups, out of their slots, and a last group that reaches
    /// less far than the others; and groups that step back by more than their length, which the
    /// full pass places (their starts do not ascend).
    func testCellsBeyondTheirGroupAnswerAlike() {
        for items in [[5], [6], [1], [2, 3]] {
            assertAgree(views({ [overflowingSection()] }, items: items), items: items)
            assertAgree(views({ [overflowingSection()] }, items: items, scrollDirection: .horizontal), items: items)
        }
        assertAgree(views({ [overflowingSection(spacing: -50)] }, items: [7]), items: [7])
    }

    func testHorizontalScrollingAndCustomGroupsAnswerAlike() {
        let items = [9, 40]
        assertAgree(
            views({ [customSection(), nestedSection()] }, items: items, scrollDirection: .horizontal), items: items)
        assertAgree(views({ [customSection()] }, items: [41]), items: [41])
    }

    /// Attributes of a class of the layout's own that report a frame other than the one they
    /// were given (a half-size transform set when they are made): a query meets the frame they
    /// report, so a rect that covers only the outer half of a cell's given frame leaves it out.
    func testCellsWhoseAttributesReportAnotherFrameAnswerAlike() {
        for items in [[100, 3], [7]] {
            assertAgree(views({ [nestedSection()] }, items: items, halfSizeCells: true), items: items)
        }
        let views = views({ [overflowingSection()] }, items: [4], halfSizeCells: true)
        // The first short cell is given 0…188.5 × 0…40 (half of 377 wide): at half size it
        // reports 47.125…141.375 × 10…30, and a band of its top 8 points meets none of that.
        let band = CGRect(x: 0, y: 0, width: 377, height: 8)
        let cell = IndexPath(item: 0, section: 0)
        XCTAssertEqual(views.lazy.collectionViewLayout.layoutAttributesForItem(at: cell)?.frame.minY, 10)
        XCTAssertFalse(views.lazy.layoutAttributesForElements(in: band).contains { $0.indexPath == cell })
        XCTAssertEqual(
            described(views.lazy.layoutAttributesForElements(in: band)),
            described(views.eager.layoutAttributesForElements(in: band)))
    }

    /// The agreement above must not come from both taking the same path: an elements query over
    /// the viewport of a 100,000-item section places only the groups it reaches, so its answer
    /// holds objects no earlier query made (each query makes its own).
    func testARepeatedGroupsCellsAreMadeForTheQuery() {
        let views = views({ [nestedSection()] }, items: [100_000])
        let viewport = CGRect(x: 0, y: 0, width: 377, height: 500)
        let first = views.lazy.layoutAttributesForElements(in: viewport).filter {
            $0.representedElementCategory == .cell
        }
        let second = views.lazy.layoutAttributesForElements(in: viewport).filter {
            $0.representedElementCategory == .cell
        }
        // Groups start at 37 + 61.4k (the 30-point header and the 7-point inset, then 61.3 + 0.1
        // apart): k = 0…7 start above 500, and the eighth's second row at 466.8 + 30.65 + 1.5.
        XCTAssertEqual(first.count, 32, "eight groups of two rows of two reach the first 500 points")
        XCTAssertFalse(zip(first, second).contains { $0 === $1 })
        let eagerFirst = views.eager.layoutAttributesForElements(in: viewport).filter {
            $0.representedElementCategory == .cell
        }
        XCTAssertEqual(described(first), described(eagerFirst))
        // The reference takes the full pass: its sections have a handler, which the query calls.
        XCTAssertGreaterThan(views.handlerCalls.count, 0)
    }
}

/// Attributes drawn at half their size from the moment they are made.
private final class HalfSizeAttributes: CompositionalLayoutAttributes {
    required init() {
        super.init()
        transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
    }
}

/// A compositional layout whose cells are `HalfSizeAttributes`.
private final class HalfSizeLayout: CompositionalLayout {
    override class var layoutAttributesClass: AnyClass { HalfSizeAttributes.self }
}
