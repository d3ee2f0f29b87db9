/// Values a command-line tool keeps until it exits, rather than freeing them just before.
///
/// A render of a million cells ends by releasing a million layout attributes objects one by
/// one, each touched again to be freed: a tenth of a second on the main thread, for memory the
/// system reclaims all at once when the process ends. A tool that is about to exit hands such
/// values here instead. Each is kept by one deliberate, never-balanced retain; a library that
/// renders many documents in one process must not use this.
package enum ProcessLifetime {
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` (and everything it holds) alive until the process exits.
    package static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }
}
