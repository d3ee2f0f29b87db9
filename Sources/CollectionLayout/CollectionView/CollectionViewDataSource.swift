import Foundation

/// Supplies the number of sections and items, as the counting half of UIKit's
/// `UICollectionViewDataSource` (cells themselves are not needed headlessly).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 when not implemented, as in UIKit.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
}

extension CollectionViewDataSource {
    /// One section: UIKit's answer when a data source does not implement this.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// A data source that holds item counts in memory: `itemCounts[s]` items in section `s`.
public final class InMemoryDataSource: CollectionViewDataSource {
    /// Items per section; negative counts read as 0.
    public var itemCounts: [Int]

    /// Creates a data source with `itemCounts[s]` items in section `s`.
    public init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// The number of entries in `itemCounts`.
    public func numberOfSections(in collectionView: CollectionView) -> Int { itemCounts.count }

    /// `itemCounts[section]`, negative counts as 0; 0 for a section beyond `itemCounts`.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? max(0, itemCounts[section]) : 0
    }
}
