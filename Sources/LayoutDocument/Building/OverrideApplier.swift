import CollectionLayout
import Foundation

/// Applies a document's `overrides` to the attributes its layout answers, whatever the layout's
/// type (built in or registered): the layout's `attributesAdjustment`, applied where the
/// collection view takes the layout's answers. On copies, so the layout's own cached attributes
/// are never mutated (attributes a query made for its caller alone are changed in place).
struct OverrideApplier: LayoutAttributesAdjusting {
    private let index: ElementOverrideIndex

    /// An applier of `overrides` (indexed once, for all the elements of a query).
    init(overrides: [ElementOverride]) {
        index = ElementOverrideIndex(overrides)
    }

    /// `attributes`, or a copy with the overrides that match it applied.
    func adjusted(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        overriddenCopy(of: attributes) ?? attributes
    }

    /// The attributes of a query, the overridden ones replaced by copies. The array is taken over
    /// (`consuming`), so it is changed in place rather than copied whole by the first replacement.
    func adjusted(_ attributes: consuming [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard !index.isEmpty else { return attributes }
        attributes.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices where index.mayMatch(buffer[position]) {
                // Attributes that only this array holds (a layout that makes them for each query,
                // as the flow layout does) are changed in place: no one else can see them, so
                // this is what a copy would give, without the copy.
                if isKnownUniquelyReferenced(&buffer[position]) {
                    let element = buffer[position]
                    index.forEachMatch(of: element) { $0.apply(to: element) }
                } else if let copy = overriddenCopy(of: buffer[position]) {
                    buffer[position] = copy
                }
            }
        }
        return attributes
    }

    /// A copy of `attributes` with the overrides that match it applied, or nil when none does.
    private func overriddenCopy(of attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
        var copy: CollectionViewLayoutAttributes?
        index.forEachMatch(of: attributes) { override in
            let target = copy ?? attributes.copied()
            override.apply(to: target)
            copy = target
        }
        return copy
    }
}
