import LayoutShotUIKit
import XCTest

/// Registered view classes are what the collection view makes, as in UIKit: `init(frame:)`,
/// then `apply(_:)` with the element's attributes (a custom subclass included), then
/// `layoutSubviews()`.
final class RegisteredCellClassTests: XCTestCase {
    final class ParallaxAttributes: UICollectionViewLayoutAttributes {
        var parallax: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! ParallaxAttributes
            copy.parallax = parallax
            return copy
        }
    }

    final class ParallaxLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { ParallaxAttributes.self }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let copy = original.copy() as! ParallaxAttributes
                copy.parallax = CGFloat(copy.indexPath.item) * 10
                return copy
            }
        }
    }

    final class PhotoCell: UICollectionViewCell {
        let imageView = UIView(frame: .zero)
        var parallax: CGFloat = 0
        private(set) var layouts = 0

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(imageView)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            parallax = (layoutAttributes as? ParallaxAttributes)?.parallax ?? 0
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            imageView.frame = contentView.bounds.offsetBy(dx: 0, dy: parallax)
        }
    }

    final class HeaderView: UICollectionReusableView {}

    private func makeView() -> UICollectionView {
        let layout = ParallaxLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        return UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [3]))
    }

    func testVisibleCellsAreTheRegisteredClassWithTheirAttributesAppliedAndLaidOut() throws {
        let view = makeView()
        view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let cells = view.visibleCells.compactMap { $0 as? PhotoCell }
        XCTAssertEqual(cells.count, 3, "every visible cell is a PhotoCell")
        // Item 2's attributes carry parallax 20; its cell (100 × 50 at y 20 + 2 · (50 + 10), the
        // flow layout's default line spacing being 10) moved its image view down by it in
        // layoutSubviews().
        let third = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        XCTAssertEqual(third.frame, CGRect(x: 0, y: 140, width: 100, height: 50))
        XCTAssertEqual(third.imageView.frame, CGRect(x: 0, y: 20, width: 100, height: 50))
        XCTAssertGreaterThan(third.layouts, 0)
    }

    func testDequeuedAndSupplementaryViewsAreTheRegisteredClasses() {
        let view = makeView()
        view.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        view.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        XCTAssertTrue(
            view.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 1, section: 0)) is PhotoCell)
        XCTAssertFalse(
            view.dequeueReusableCell(withReuseIdentifier: "other", for: IndexPath(item: 1, section: 0)) is PhotoCell,
            "an identifier nothing was registered for gives a plain cell")
        let header = view.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header",
            for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(header is HeaderView)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        let attributes = view.layoutAttributesForVisibleElements()
        XCTAssertTrue(attributes.compactMap(view.headlessView(for:)).contains { $0 is HeaderView })
    }

    /// UIKit's layout pass goes down the tree: a stack view inside a cell's content view lays
    /// out its arranged views (equal shares here) when the cell is laid out, with no call of
    /// the cell's own.
    func testALayoutPassReachesAStackViewInsideTheCell() throws {
        final class StackCell: UICollectionViewCell {
            let stack = UIStackView(arrangedSubviews: [UILabel(frame: .zero), UILabel(frame: .zero)])
            required init(frame: CGRect) {
                super.init(frame: frame)
                stack.axis = .vertical
                stack.spacing = 10
                contentView.addSubview(stack)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
            override func layoutSubviews() {
                super.layoutSubviews()
                stack.frame = contentView.bounds
            }
        }
        let view = makeView()
        view.register(StackCell.self, forCellWithReuseIdentifier: "stack")
        let cell = try XCTUnwrap(view.visibleCells.first as? StackCell)
        // 100 × 50, two rows 10 apart: (50 − 10) / 2 = 20 each.
        XCTAssertEqual(
            cell.stack.arrangedSubviews.map(\.frame),
            [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 20)])
    }
}
