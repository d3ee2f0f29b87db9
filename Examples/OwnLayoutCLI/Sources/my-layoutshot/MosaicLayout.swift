import CollectionLayout
import Foundation

/// The team's layout: a large square cell every `period` items, small squares around it.
final class MosaicLayout: CollectionViewLayout {
    let columns: Int
    let gap: CGFloat
    private var frames: [CGRect] = []

    init(columns: Int, gap: CGFloat) {
        self.columns = max(2, columns)
        self.gap = max(0, gap)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let side = (collectionView.bounds.width - gap * CGFloat(columns - 1)) / CGFloat(columns)
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = []
        var row = 0
        var item = 0
        while item < count {
            let y = CGFloat(row) * (side + gap)
            if row % 3 == 0 {
                // A big cell two columns wide and two rows tall, then the rest of the two rows.
                frames.append(CGRect(x: 0, y: y, width: 2 * side + gap, height: 2 * side + gap))
                item += 1
                for r in 0..<2 {
                    for c in 2..<columns where item < count {
                        frames.append(
                            CGRect(
                                x: CGFloat(c) * (side + gap), y: y + CGFloat(r) * (side + gap), width: side,
                                height: side))
                        item += 1
                    }
                }
                row += 2
            } else {
                for c in 0..<columns where item < count {
                    frames.append(CGRect(x: CGFloat(c) * (side + gap), y: y, width: side, height: side))
                    item += 1
                }
                row += 1
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) && $0.frame.intersection(rect).width > 0 }
    }
}
