import CollectionLayout
import Foundation

/// The compositional layout with 100,000 items: 100 sections of 1,000, each a 4-column grid of
/// 100-point rows (items a quarter wide, inset 4) under a 44-point header, with section insets
/// of 8 and a background decoration. Prints the layout pass (prepare() + content size, first and
/// median of 5 more) and the median of viewport-sized rect queries at five places.
func runCompositional() {
    let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: CollectionElementKind.sectionHeader, alignment: .top)
    ]
    section.decorationItems = [.background(elementKind: "background")]
    let layout = CompositionalLayout(section: section)
    let dataSource = InMemoryDataSource(itemCounts: Array(repeating: 1_000, count: 100))
    let collectionView = CollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout, dataSource: dataSource)

    var timings: [UInt64] = []
    for _ in 0..<6 {
        layout.invalidateLayout()
        let start = nanoseconds()
        layout.prepare()
        _ = layout.collectionViewContentSize
        timings.append(nanoseconds() - start)
    }
    collectionView.layoutIfNeeded()
    let content = layout.collectionViewContentSize
    print(
        "## compositional: 100 sections × 1,000 items (4-column grid, headers, backgrounds), viewport 390x844, "
            + "content \(format(Double(content.width), 0))x\(format(Double(content.height), 0))")
    print(
        "prepare() + contentSize: first \(format(Double(timings[0]) / 1e6, 1)) ms, median of 5 more "
            + "\(format(median(Array(timings.dropFirst())) / 1e6, 1)) ms")
    for (name, fraction) in [("top", 0.0), ("25%", 0.25), ("middle", 0.5), ("75%", 0.75), ("bottom", 1.0)] {
        let rect = CGRect(
            x: 0, y: (content.height - viewport.height) * fraction, width: viewport.width, height: viewport.height)
        let result = measure(iterations: 2_000) { layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
        print("| \(name) | \(format(result.microseconds)) µs | \(result.count) |")
    }
    print("peak RSS (VmHWM): \(format(peakRSSMegabytes(), 1)) MB")
    print("")
}
