/// The keys of a key-value observation's change dictionary, as Foundation's
/// `NSKeyValueChangeKey` (Linux has no key-value observing; see `View.observeValue`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The kind of change.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
}
