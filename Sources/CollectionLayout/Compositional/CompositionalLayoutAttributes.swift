import Foundation

/// Layout attributes of `CompositionalLayout`: the base attributes plus, for the elements of an
/// orthogonally scrolling section, the rectangle they are seen through.
open class CompositionalLayoutAttributes: CollectionViewLayoutAttributes {
    /// The band of an orthogonally scrolling section, in content coordinates: on screen the
    /// section is its own scroll view, so its items show only inside it. Nil for other elements.
    open var orthogonalClip: CGRect? {
        get { clip?.rect }
        set { clip = newValue.map(Clip.init) }
    }

    /// `orthogonalClip`, boxed: one word, nil for every element but an orthogonal section's (a
    /// rectangle kept inline made each of a million attributes 48 bytes larger).
    @exclusivity(unchecked) private var clip: Clip?

    /// An orthogonal section's band, shared by the copies of its attributes.
    private final class Clip {
        let rect: CGRect
        init(_ rect: CGRect) { self.rect = rect }
    }

    /// A copy of the same class including `orthogonalClip`.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CompositionalLayoutAttributes)?.orthogonalClip = orthogonalClip
        return copy
    }

    /// The base class's equality plus equal `orthogonalClip`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CompositionalLayoutAttributes, super.isEqual(object) else { return false }
        return orthogonalClip == other.orthogonalClip
    }
}
