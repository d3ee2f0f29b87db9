import LayoutShotUIKit
import XCTest

/// Conventions of real layout subclasses that must compile: a flow subclass with its own
/// `delegate` (UIKit's flow layout has none), and a layout that narrows `collectionView` to a
/// non-optional (UIKit's is a read-only `open` property).
protocol ShelfLayoutDelegate: AnyObject {
    func numberOfShelves() -> Int
}

final class ShelfLayout: UICollectionViewFlowLayout {
    weak var delegate: ShelfLayoutDelegate?

    override var collectionView: UICollectionView { super.collectionView! }

    override func prepare() {
        super.prepare()
        let shelves = CGFloat(max(1, delegate?.numberOfShelves() ?? 1))
        itemSize = CGSize(width: collectionView.bounds.width, height: collectionView.bounds.height / shelves)
        minimumLineSpacing = 0
    }
}

/// A card cell as apps write one: both initialisers, layer styling in `apply(_:)`.
final class CardCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        UIView.performWithoutAnimation {
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOpacity = Float(layoutAttributes.alpha) * 0.3
        }
    }
}

final class LayoutSubclassConventionsTests: XCTestCase {
    func testCellStylingAndBoxedGeometryCompileAndKeepTheirValues() {
        let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        attributes.alpha = 0.5
        cell.apply(attributes)
        XCTAssertEqual(cell.layer.cornerRadius, 12)
        XCTAssertEqual(cell.layer.shadowOpacity, 0.15, accuracy: 1e-6)
        XCTAssertEqual(cell.layer.shadowColor, UIColor.black)
        XCTAssertEqual(cell.frame, attributes.frame)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgRect: attributes.frame).cgRectValue, attributes.frame)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 780, height: 1688), "bounds × scale 2")
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { cell.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(cell.alpha, 0, "animations run at once headlessly")
        XCTAssertTrue(finished)
    }

    private final class Shelves: ShelfLayoutDelegate {
        func numberOfShelves() -> Int { 4 }
    }

    /// Four shelves in a 400-point-tall view: each 100 tall, one below the other.
    func testOwnDelegateAndNarrowedCollectionView() {
        let layout = ShelfLayout()
        let shelves = Shelves()
        layout.delegate = shelves
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [3]))
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            (0..<3).map { CGRect(x: 0, y: 100 * CGFloat($0), width: 300, height: 100) })
        XCTAssertTrue(layout.collectionView === view)
        withExtendedLifetime(shelves) {}
    }
}
