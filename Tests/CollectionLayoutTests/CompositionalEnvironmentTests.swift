import CollectionLayout
import Foundation
import XCTest

/// The compositional layout in a real environment: safe area, margins, readable width, writing
/// direction and estimated sizes, each as Apple documents it.
final class CompositionalEnvironmentTests: XCTestCase {
    private func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A vertical layout of one section with one full-width item per 50-point row.
    private func rowsSection(insets: DirectionalEdgeInsets = .zero) -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = insets
        return section
    }

    private func view(
        _ section: LayoutSection, width: CGFloat = 844, height: CGFloat = 390, safeArea: EdgeInsets = .zero,
        items: Int = 3
    ) -> CollectionView {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: CompositionalLayout(section: section),
            dataSource: InMemoryDataSource(itemCounts: [items]))
        view.safeAreaInsets = safeArea
        return view
    }

    private func frame(_ view: CollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// Apple, `UIContentInsetsReference.safeArea`: "Content insets use a reference point in
    /// relation to the safe area"; a section's default `.automatic` follows the configuration's.
    /// In an 844 × 390 landscape view with 47 points of safe area on each side, insets of 10 leave
    /// 844 − 2 × 47 − 2 × 10 = 730 points: the safe area counts once.
    func testTheSafeAreaCountsOnce() {
        let insets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let automatic = view(rowsSection(insets: insets), safeArea: landscape)
        XCTAssertEqual(frame(automatic, 0), CGRect(x: 57, y: 10, width: 730, height: 50))
        // When the scroll view already adds the safe area (`.always`), the content starts 47 in
        // and the section adds only its own insets: the same 730 points on screen.
        let always = view(rowsSection(insets: insets), safeArea: landscape)
        always.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(frame(always, 0), CGRect(x: 10, y: 10, width: 730, height: 50))
    }

    /// `.none`: "Content insets don't have a reference point in relation to other insets";
    /// `.layoutMargins`: from the layout margins (UIView's 8, measured from the safe area).
    func testOtherReferences() {
        let insets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let none = rowsSection(insets: insets)
        none.contentInsetsReference = .none
        XCTAssertEqual(frame(view(none, safeArea: landscape), 0), CGRect(x: 10, y: 0, width: 824, height: 50))
        let margins = rowsSection(insets: insets)
        margins.contentInsetsReference = .layoutMargins
        XCTAssertEqual(
            frame(view(margins, safeArea: landscape), 0), CGRect(x: 65, y: 0, width: 714, height: 50),
            "47 + 8 + 10 on each side")
    }

    /// `.readableContent`: from the readable content guide, 672 points wide at the default text
    /// size and centred inside the margins of a 1024-point iPad view (inset 176, as measured).
    func testReadableContentReference() {
        let section = rowsSection()
        section.contentInsetsReference = .readableContent
        let view = view(section, width: 1024, height: 768)
        view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        XCTAssertEqual(frame(view, 0), CGRect(x: 176, y: 0, width: 672, height: 50))
    }

    /// Right to left, two items half a group wide with a leading inset of 20 in a 390-point view:
    /// the leading edge is the right one, so item 0 spans 185…370 and item 1 0…185.
    func testRightToLeftPutsLeadingOnTheRight() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let view = view(section, width: 390, height: 844, items: 2)
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual(frame(view, 0), CGRect(x: 185, y: 0, width: 185, height: 50))
        XCTAssertEqual(frame(view, 1), CGRect(x: 0, y: 0, width: 185, height: 50))
        XCTAssertEqual(view.layoutAttributesForVisibleElements().map(\.frame.minX), [185, 0], "rect query alike")
    }

    /// An orthogonal row right to left starts at the right edge, and the band its cells are seen
    /// through is mirrored with them.
    func testRightToLeftOrthogonalRow() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(50)), subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let view = view(section, width: 390, height: 844, items: 5)
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual(frame(view, 0), CGRect(x: 270, y: 0, width: 100, height: 50), "390 − 20 − 100")
        XCTAssertEqual(frame(view, 4)?.minX, -130, "further items lie beyond the left edge")
        let attributes = try XCTUnwrap(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? CompositionalLayoutAttributes)
        XCTAssertEqual(attributes.orthogonalClip, CGRect(x: 0, y: 0, width: 390, height: 50))
    }

    /// Apple, `NSCollectionLayoutItem.contentInsets`: "The value of this property is ignored for
    /// any axis that uses an estimated value for its dimension." An item estimated 44 tall with
    /// insets of 5 keeps its full height and is inset only sideways.
    func testContentInsetsAreIgnoredAlongAnEstimatedDimension() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let view = view(LayoutSection(group: group), width: 390, height: 844)
        XCTAssertEqual(frame(view, 0), CGRect(x: 5, y: 0, width: 380, height: 44))
    }

    /// Apple, `groupPagingCentered`: the section pages "one group at a time, centering each
    /// group" — the first group too: a group 80 % of 390 points wide starts at (390 − 312) / 2.
    func testGroupPagingCenteredCentresTheFirstGroup() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let view = view(section, width: 390, height: 844)
        XCTAssertEqual(frame(view, 0), CGRect(x: 39, y: 0, width: 312, height: 100))
        XCTAssertEqual(frame(view, 1)?.minX, 351)
    }

    /// Self-sizing (Apple, `NSCollectionLayoutDimension.estimated`: the size is an estimate the
    /// content replaces): items estimated 44 tall in a group of two take what their cells measure,
    /// the group the taller of the two; absolute heights are kept.
    func testEstimatedItemsTakeWhatTheirCellsMeasure() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let measured = view(LayoutSection(group: group), width: 390, height: 844, items: 3)
        measured.cellSizeFitting = { indexPath, fitting in
            CGSize(width: fitting.width, height: [60, 100, 30][indexPath.item])
        }
        XCTAssertEqual(frame(measured, 0), CGRect(x: 0, y: 0, width: 195, height: 60))
        XCTAssertEqual(frame(measured, 1), CGRect(x: 195, y: 0, width: 195, height: 100))
        XCTAssertEqual(
            frame(measured, 2), CGRect(x: 0, y: 100, width: 195, height: 30), "the next row below the taller")
        let fixed = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let rows = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [fixed])
        let absolute = view(LayoutSection(group: rows), width: 390, height: 844)
        absolute.cellSizeFitting = { _, _ in CGSize(width: 1, height: 999) }
        XCTAssertEqual(frame(absolute, 1), CGRect(x: 0, y: 50, width: 390, height: 50))
    }
}
