import CollectionLayout
import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// One difference between the expected and the actual version of an element.
///
/// An element can have several: a cell that moved and faded yields a `.moved` and a
/// `.restyled(.alpha)` change. `summary` is the readable line, e.g. "cell 0-3 moved by (12, 0)".
public struct ElementChange: Hashable, Sendable, Codable {
    /// What changed.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Only in the expected snapshot.
        case removed
        /// Only in the actual snapshot.
        case added
        /// The untransformed origin (centre − size / 2) moved.
        case moved
        /// The untransformed size changed.
        case resized
        /// A drawing property changed (see `property`).
        case restyled
    }

    /// The drawing property of a `.restyled` change.
    public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
        case alpha
        case zIndex
        case hidden
        case transform
    }

    /// The element's identity.
    public var key: ElementKey
    /// What changed.
    public var kind: Kind
    /// For `.restyled`: which property.
    public var property: Property?
    /// The element in the expected snapshot (nil when added).
    public var expected: ElementSnapshot?
    /// The element in the actual snapshot (nil when removed).
    public var actual: ElementSnapshot?

    /// A change of `kind` to the element `key`.
    public init(
        key: ElementKey, kind: Kind, property: Property? = nil, expected: ElementSnapshot?, actual: ElementSnapshot?
    ) {
        self.key = key
        self.kind = kind
        self.property = property
        self.expected = expected
        self.actual = actual
    }

    /// The frame to outline on a diff image: the actual frame, or the expected one when removed.
    public var frame: CGRect {
        (actual ?? expected)?.frame ?? .zero
    }

    /// One readable line: "cell 0-3 moved by (12, 0)", "header 1-0 resized from 320×44 to 320×50".
    public var summary: String {
        let name = key.description
        switch kind {
        case .removed:
            return "\(name) removed (was at \(Self.describe(expected?.frame ?? .zero)))"
        case .added:
            return "\(name) added at \(Self.describe(actual?.frame ?? .zero))"
        case .moved:
            let before = expected.map(ElementChange.origin) ?? .zero
            let after = actual.map(ElementChange.origin) ?? .zero
            return "\(name) moved by (\(Self.number(after.x - before.x)), \(Self.number(after.y - before.y)))"
        case .resized:
            return
                "\(name) resized from \(Self.describe(expected?.size ?? .zero)) to \(Self.describe(actual?.size ?? .zero))"
        case .restyled:
            return "\(name) \(restyleSummary)"
        }
    }

    private var restyleSummary: String {
        switch property {
        case .alpha:
            return "alpha changed from \(Self.number(expected?.alpha ?? 1)) to \(Self.number(actual?.alpha ?? 1))"
        case .zIndex:
            return "zIndex changed from \(expected?.zIndex ?? 0) to \(actual?.zIndex ?? 0)"
        case .hidden:
            return (actual?.hidden ?? false) ? "became hidden" : "became visible"
        case .transform, nil:
            let before = Self.describe(expected?.transform ?? CATransform3DIdentity)
            let after = Self.describe(actual?.transform ?? CATransform3DIdentity)
            return "transform changed from \(before) to \(after)"
        }
    }

    /// The untransformed top-left corner: centre − size / 2.
    static func origin(_ element: ElementSnapshot) -> CGPoint {
        CGPoint(x: element.center.x - element.size.width / 2, y: element.center.y - element.size.height / 2)
    }

    /// A number with at most three decimals and no trailing zeros, locale-independent
    /// (`DecimalText.thousandths`): 12 → "12", 0.5 → "0.5", -1.25 → "-1.25", 1e-9 → "0".
    static func number(_ value: CGFloat) -> String {
        DecimalText.thousandths(Double(value))
    }

    /// "320×44".
    static func describe(_ size: CGSize) -> String { "\(number(size.width))×\(number(size.height))" }

    /// "(10, 20) 100×100".
    static func describe(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y))) \(describe(rect.size))"
    }

    /// "identity", "matrix(a, b, c, d, tx, ty)" for plane transforms, else "matrix3d(16 entries)".
    static func describe(_ t: CATransform3D) -> String {
        if t == CATransform3DIdentity { return "identity" }
        let planar =
            t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
        let entries =
            planar
            ? [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
            : [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
                t.m43, t.m44,
            ]
        return (planar ? "matrix(" : "matrix3d(") + entries.map(number).joined(separator: ", ") + ")"
    }
}
