//
//  WaterfallLayout.swift
//  An iOS app's Pinterest-style layout, exactly as it is written for UIKit.
//

import UIKit

@objc protocol WaterfallLayoutDelegate: AnyObject {
    /// The height of the item at `indexPath` when it is `width` wide.
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat)
        -> CGFloat

    /// The number of columns; the layout's `columnCount` when not implemented.
    @objc optional func numberOfColumns(in collectionView: UICollectionView) -> Int

    /// Told after each pass with the height of the content.
    @objc optional func collectionView(_ collectionView: UICollectionView, didPrepareContentHeight height: CGFloat)
}

@IBDesignable
final class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?

    @IBInspectable var columnCount: Int = 2
    @IBInspectable var spacing: CGFloat = 10

    fileprivate var cache: [UICollectionViewLayoutAttributes] = []
    fileprivate var contentHeight: CGFloat = 0
}
