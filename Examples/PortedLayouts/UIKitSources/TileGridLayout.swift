//
//  TileGridLayout.swift
//  A fixed-column grid of tiles whose spacing a metrics object may supply, written the way a
//  small UIKit library writes it: the whole file guarded for the platforms that have UIKit.
//

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a host may tell the grid; every answer is optional.
@objc public protocol TileGridMetrics {
    /// Space between rows, in points (none when not implemented).
    @objc optional var rowSpacing: CGFloat { get }
    /// Tiles per row (two when not implemented).
    @objc optional var columnCount: Int { get }
}

/// Metrics most screens use: 8 points between rows.
public final class StandardTileMetrics: NSObject, TileGridMetrics {
    public var rowSpacing: CGFloat { 8 }
}

/// A tile's attributes, with the slight tilt odd tiles are drawn with.
public final class TileAttributes: UICollectionViewLayoutAttributes {
    public var tilt: CGAffineTransform = .identity

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TileAttributes
        copy.tilt = tilt
        return copy
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TileAttributes else { return false }
        if NSValue(cgAffineTransform: other.tilt) != NSValue(cgAffineTransform: tilt) { return false }
        return super.isEqual(object)
    }
}

public final class TileGridLayout: UICollectionViewLayout {
    public weak var metrics: TileGridMetrics?
    public var tileHeight: CGFloat = 50
    private var cache: [TileAttributes] = []
    private var contentHeight: CGFloat = 0
    private var refreshTimer: Timer?

    public override class var layoutAttributesClass: AnyClass { TileAttributes.self }

    /// Re-lays the grid out every second (for a live feed).
    public func startRefreshing() {
        refreshTimer = Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
    }

    @objc private func refresh() {
        invalidateLayout()
    }

    public override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let columns = metrics?.columnCount ?? 2
        let spacing = metrics?.rowSpacing ?? 0
        let width = collectionView.bounds.width / CGFloat(columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let row = item / columns
            let column = item % columns
            let attributes = TileAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: CGFloat(column) * width, y: CGFloat(row) * (tileHeight + spacing), width: width, height: tileHeight)
            attributes.tilt = item % 2 == 0 ? .identity : CGAffineTransform(rotationAngle: 0.05)
            cache.append(attributes)
        }
        contentHeight = cache.last?.frame.maxY ?? 0
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}
#endif
