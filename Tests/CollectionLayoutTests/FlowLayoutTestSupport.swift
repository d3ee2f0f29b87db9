import CollectionLayout
import Foundation
import XCTest

/// A flow layout installed in a headless collection view with an in-memory data source.
struct FlowFixture {
    let collectionView: CollectionView
    let layout: CollectionViewFlowLayout
    let dataSource: InMemoryDataSource

    /// A collection view of `size` showing `counts` items per section through a flow layout
    /// with item 100 × 100 and spacings 10 unless `configure` says otherwise.
    init(
        size: CGSize = CGSize(width: 320, height: 480), counts: [Int], direction: ScrollDirection = .vertical,
        layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
        configure: (CollectionViewFlowLayout) -> Void = { _ in }
    ) {
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        configure(layout)
        dataSource = InMemoryDataSource(itemCounts: counts)
        collectionView = CollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, dataSource: dataSource)
        self.layout = layout
        collectionView.layoutIfNeeded()
    }

    /// The frame of item `item` of `section` from the on-demand query.
    func itemFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the header or footer of `section` from the on-demand query.
    func supplementaryFrame(_ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame
    }

    /// Every element of the content, from one rect query over the whole content.
    var allAttributes: [CollectionViewLayoutAttributes] {
        collectionView.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionView.contentSize))
    }

    /// The transpose of a vertical-scrolling expectation: x ↔ y, width ↔ height.
    static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
}

/// Asserts that `actual` equals `expected` within `LayoutTolerance.geometry`, naming `element`.
func assertFrame(
    _ actual: CGRect?, _ expected: CGRect, _ element: String, file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else {
        XCTFail("\(element): no attributes, expected frame \(expected)", file: file, line: line)
        return
    }
    XCTAssertTrue(
        LayoutTolerance.isClose(actual, expected), "\(element): frame \(actual), expected \(expected)", file: file,
        line: line)
}

/// Asserts the x origins (vertical) of items `0..<xs.count` of `section`, or their y origins
/// when `direction` is horizontal, naming each item.
func assertLineOrigins(
    _ fixture: FlowFixture, section: Int = 0, items: Range<Int>, _ expected: [CGFloat],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        items.count, expected.count, "test set-up: items and expected origins differ", file: file, line: line)
    let vertical = fixture.layout.scrollDirection == .vertical
    for (item, value) in zip(items, expected) {
        guard let frame = fixture.itemFrame(item, section) else {
            XCTFail("cell \(section)-\(item): no attributes", file: file, line: line)
            continue
        }
        let actual = vertical ? frame.minX : frame.minY
        XCTAssertTrue(
            LayoutTolerance.isClose(actual, value),
            "cell \(section)-\(item): \(vertical ? "x" : "y") \(actual), expected \(value)", file: file, line: line)
    }
}

/// A flow delegate with per-item sizes and per-section values, for the delegate paths.
final class FlowTestDelegate: CollectionViewDelegateFlowLayout {
    var sizes: [IndexPath: CGSize] = [:]
    var defaultSize = CGSize(width: 100, height: 100)
    var insets: [Int: EdgeInsets] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var sizeCalls = 0

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeCalls += 1
        return sizes[indexPath] ?? defaultSize
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        insets[section] ?? .zero
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        // Both dimensions set: only the scroll-axis one may count.
        let length = headerHeights[section] ?? 0
        return CGSize(width: length, height: length)
    }
}

/// A delegate that implements only the inset: sizes must come from the layout's `itemSize`.
final class InsetOnlyFlowDelegate: CollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    }
}

/// Maps a vertical-scrolling value to `direction`: unchanged for vertical, transposed
/// (x ↔ y, width ↔ height, top ↔ left, bottom ↔ right) for horizontal. Every rule of the flow
/// layout is stated for vertical scrolling; horizontal scrolling is its transpose.
enum Orient {
    static func rect(_ direction: ScrollDirection, _ rect: CGRect) -> CGRect {
        direction == .vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    static func size(_ direction: ScrollDirection, _ size: CGSize) -> CGSize {
        direction == .vertical ? size : CGSize(width: size.height, height: size.width)
    }

    static func point(_ direction: ScrollDirection, _ point: CGPoint) -> CGPoint {
        direction == .vertical ? point : CGPoint(x: point.y, y: point.x)
    }

    static func insets(_ direction: ScrollDirection, _ insets: EdgeInsets) -> EdgeInsets {
        direction == .vertical
            ? insets : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }
}

extension FlowFixture {
    /// A fixture whose viewport, item size, header/footer sizes and insets are given for vertical
    /// scrolling and transposed for `direction`.
    static func oriented(
        _ direction: ScrollDirection, size: CGSize = CGSize(width: 320, height: 480), counts: [Int],
        itemSize: CGSize = CGSize(width: 100, height: 100), configure: (CollectionViewFlowLayout) -> Void = { _ in }
    ) -> FlowFixture {
        FlowFixture(size: Orient.size(direction, size), counts: counts, direction: direction) { layout in
            layout.itemSize = Orient.size(direction, itemSize)
            configure(layout)
            layout.sectionInset = Orient.insets(direction, layout.sectionInset)
            layout.headerReferenceSize = Orient.size(direction, layout.headerReferenceSize)
            layout.footerReferenceSize = Orient.size(direction, layout.footerReferenceSize)
        }
    }

    /// Asserts the frames of the items of `section` in item order, given for vertical scrolling.
    func assertItems(
        section: Int = 0, _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line
    ) {
        let direction = layout.scrollDirection
        for (item, rect) in expected.enumerated() {
            assertFrame(
                itemFrame(item, section), Orient.rect(direction, rect), "\(direction) cell \(section)-\(item)",
                file: file, line: line)
        }
    }
}
