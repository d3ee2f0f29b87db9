/// How strongly a constraint or a fitting size is held, as UIKit's `UILayoutPriority`: 1…1000,
/// with UIKit's named levels.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Ordered by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// 1000.
    public static let required = LayoutPriority(1000)
    /// 750.
    public static let defaultHigh = LayoutPriority(750)
    /// 250.
    public static let defaultLow = LayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = LayoutPriority(50)
}
