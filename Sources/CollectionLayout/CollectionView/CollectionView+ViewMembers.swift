import Foundation

/// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's `UICollectionView.ScrollPosition`.
public struct CollectionViewScrollPosition: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// An option set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Leave the offset alone.
    public static let none = CollectionViewScrollPosition([])
    /// The item's top edge at the top of the visible area.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}

extension CollectionView {
    /// The cell for `indexPath`: the visible one when it is of `identifier`'s class, else a new
    /// cell of that class with its attributes applied and its subviews laid out.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cellClass = viewClasses.cellClass(identifier: identifier) ?? CollectionViewCell.self
        if let cell = cellForItem(at: indexPath), type(of: cell) == cellClass { return cell }
        let cell = cellClass.init(frame: .zero)
        if let attributes = layoutAttributesForItem(at: indexPath) { ViewClassRegistry.prepare(cell, with: attributes) }
        return cell
    }

    /// A supplementary view of `elementKind` at `indexPath` (of the registered class), with its
    /// attributes applied and its subviews laid out.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let view = (viewClasses.supplementaryViews[elementKind] ?? CollectionReusableView.self).init(frame: .zero)
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            ViewClassRegistry.prepare(view, with: attributes)
        }
        return view
    }

    /// A view of the class registered for `attributes`' element — the cell class, or the
    /// supplementary or decoration view class of its kind (decoration classes registered with
    /// the layout) — with the attributes applied and laid out; nil when none is registered.
    /// This is what LayoutShot draws for an element when a document asks for views.
    public func headlessView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView? {
        var registry = viewClasses
        for (kind, viewClass) in collectionViewLayout.registeredDecorationViewClasses {
            registry.registerDecorationView(viewClass, kind: kind)
        }
        return registry.makeView(
            for: attributes,
            identifier: attributes.representedElementCategory == .cell
                ? cellReuseIdentifier?(attributes.indexPath) : nil)
    }

    /// UIKit's batch update: `updates` records changes (`insertItems(at:)`, …) while the data
    /// source changes, then the layout animates to the new state; `completion` gets true.
    /// Changes that break UIKit's consistency rule stop the program with the rule's message, as
    /// UIKit raises `NSInternalInconsistencyException`; use the throwing
    /// `performBatchUpdates(in:_:)` to handle them.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do {
            _ = try performBatchUpdates(in: nil) { updates?() }
        } catch {
            preconditionFailure("Invalid update: \(error)")
        }
        completion?(true)
    }
}
