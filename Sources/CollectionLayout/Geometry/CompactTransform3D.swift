/// A `CATransform3D` held in one word: nothing for the identity, which almost every element has,
/// else a shared immutable box.
///
/// A transform is 128 bytes; layout attributes and scene elements keep theirs in this form, so a
/// layout of a million untransformed elements does not carry 128 MB of identity matrices in each.
public struct CompactTransform3D: Hashable, Sendable {
    private final class Box: Sendable {
        let value: CATransform3D
        init(_ value: CATransform3D) { self.value = value }
    }

    private let box: Box?

    /// `value`, stored without a box when it is the identity.
    public init(_ value: CATransform3D) {
        box = CATransform3DIsIdentity(value) ? nil : Box(value)
    }

    /// The transform.
    public var value: CATransform3D { box?.value ?? CATransform3DIdentity }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { box == nil }

    /// Equal when the transforms are equal, however they are stored.
    public static func == (lhs: CompactTransform3D, rhs: CompactTransform3D) -> Bool {
        lhs.value == rhs.value
    }

    /// Hashes the transform's value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
