import Foundation

/// The view classes registered with a collection view and its layout, and the headless views
/// made from them: a cell class per reuse identifier, a supplementary view class per kind, a
/// decoration view class per kind. A view is made with `init(frame:)`, given its element's
/// attributes with `apply(_:)` (a custom attributes subclass included) and laid out with
/// `layoutSubviews()`, as UIKit prepares the views it shows; LayoutShot can then draw it.
public struct ViewClassRegistry {
    /// Cell classes by reuse identifier, in registration order.
    public private(set) var cells: [(identifier: String, viewClass: CollectionViewCell.Type)] = []
    /// Supplementary view classes by element kind.
    public private(set) var supplementaryViews: [String: CollectionReusableView.Type] = [:]
    /// Decoration view classes by element kind.
    public private(set) var decorationViews: [String: CollectionReusableView.Type] = [:]

    /// An empty registry.
    public init() {}

    /// Records `viewClass` for cells dequeued with `identifier`; a class that is not a
    /// `CollectionViewCell` (or nil) removes the registration, as UIKit's nil does.
    public mutating func registerCell(_ viewClass: AnyClass?, identifier: String) {
        cells.removeAll { $0.identifier == identifier }
        if let cellClass = viewClass as? CollectionViewCell.Type { cells.append((identifier, cellClass)) }
    }

    /// Records `viewClass` for supplementary views of `kind`.
    public mutating func registerSupplementaryView(_ viewClass: AnyClass?, kind: String) {
        supplementaryViews[kind] = viewClass as? CollectionReusableView.Type
    }

    /// Records `viewClass` for decoration views of `kind`.
    public mutating func registerDecorationView(_ viewClass: AnyClass?, kind: String) {
        decorationViews[kind] = viewClass as? CollectionReusableView.Type
    }

    /// The class registered for `identifier`; with no identifier, the only cell class when
    /// exactly one is registered (which class a data source would dequeue is not known
    /// headlessly otherwise).
    public func cellClass(identifier: String? = nil) -> CollectionViewCell.Type? {
        if let identifier { return cells.first { $0.identifier == identifier }?.viewClass }
        return cells.count == 1 ? cells[0].viewClass : nil
    }

    /// A new view of the registered class for `attributes`' element (a cell of `identifier`'s
    /// class, see `cellClass(identifier:)`), with the attributes applied and its subviews laid
    /// out; nil when no class is registered for the element.
    public func makeView(for attributes: CollectionViewLayoutAttributes, identifier: String? = nil)
        -> CollectionReusableView?
    {
        let viewClass: CollectionReusableView.Type?
        switch attributes.representedElementCategory {
        case .cell: viewClass = cellClass(identifier: identifier)
        case .supplementaryView: viewClass = attributes.representedElementKind.flatMap { supplementaryViews[$0] }
        case .decorationView: viewClass = attributes.representedElementKind.flatMap { decorationViews[$0] }
        }
        guard let viewClass else { return nil }
        let view = viewClass.init(frame: attributes.frame)
        Self.prepare(view, with: attributes)
        return view
    }

    /// Applies `attributes` to `view` and lays it out, as UIKit does before showing it.
    public static func prepare(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) {
        view.apply(attributes)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}
