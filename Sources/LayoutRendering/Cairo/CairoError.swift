internal import CCairo

/// A failure reported by Cairo (or by the wrapper's own checks before calling it), as a message.
///
/// Cairo records errors in a sticky status on the surface or context; the wrapper reads that
/// status at every point where work completes (creation, group pop, finishing, flushing) and
/// turns anything but success into this error, e.g.
/// `"Cairo: invalid matrix (not invertible) while drawing cell 0-3"`.
public struct CairoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Human-readable explanation.
    public var message: String

    /// Creates an error with `message`, which says what failed.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, naming what failed (with Cairo's own description when Cairo reported it).
    public var description: String { message }

    /// Wraps a non-success Cairo status with Cairo's own description and what was being done.
    init(status: cairo_status_t, while action: String) {
        let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        self.init("Cairo: \(text) while \(action)")
    }

    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, while action: @autoclosure () -> String) throws {
        if status != CAIRO_STATUS_SUCCESS {
            throw CairoError(status: status, while: action())
        }
    }
}
