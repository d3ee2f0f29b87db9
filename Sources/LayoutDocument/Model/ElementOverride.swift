import CollectionLayout
import Foundation
import LayoutStyle

/// Attribute overrides for the elements that a selector matches (`overrides:` in a document).
///
/// Overrides are applied to the layout's attributes after the layout computed them, in
/// document order; a later entry replaces only the properties it sets.
public struct ElementOverride: Sendable, Equatable {
    /// Which elements the override applies to.
    public var selector: ElementSelector
    /// The transform, or nil to keep the layout's.
    public var transform: CATransform3D?
    /// The alpha (0…1), or nil to keep the layout's.
    public var alpha: CGFloat?
    /// The zIndex (larger draws on top), or nil to keep the layout's.
    public var zIndex: Int?
    /// Whether the element is hidden (not drawn), or nil to keep the layout's.
    public var isHidden: Bool?
    /// How the element looks (`fill`, `stroke`, `text` colour, `cornerRadius`, `legend` name),
    /// on top of the theme; drawn, not laid out.
    public var appearance = ElementAppearance()
    /// The label text (`label`), replacing the template; nil keeps it.
    public var label: String?
    /// Where the document writes the override's key, for warnings about it; nil when made in code.
    public var location: SourceLocation?

    /// An override of the elements `selector` matches; nil properties keep the layout's values.
    public init(
        selector: ElementSelector, transform: CATransform3D? = nil, alpha: CGFloat? = nil, zIndex: Int? = nil,
        isHidden: Bool? = nil
    ) {
        self.selector = selector
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Sets the overridden properties on `attributes` (a copy the caller owns).
    public func apply(to attributes: CollectionViewLayoutAttributes) {
        if let transform { attributes.transform3D = transform }
        if let alpha { attributes.alpha = alpha }
        if let zIndex { attributes.zIndex = zIndex }
        if let isHidden { attributes.isHidden = isHidden }
    }
}
