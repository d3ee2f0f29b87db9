@_exported import CollectionLayout
@_exported import Foundation

// UIKit's names for LayoutShot's engine types, so that a layout written for UIKit compiles
// after changing only `import UIKit` to `import LayoutShotUIKit`. Kept out of the engine so
// that LayoutShot's own code uses its own names and cannot collide with UIKit on Apple platforms.

/// UIKit's name for `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's name for `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for the headless `CollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's name for `CollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's name for `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

extension CollectionView {
    /// UIKit's `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionElementCategory
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = CollectionElementKind.sectionHeader
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = CollectionElementKind.sectionFooter
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionLayout.ScrollDirection
}
