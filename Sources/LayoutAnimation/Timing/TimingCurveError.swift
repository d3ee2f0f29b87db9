import Foundation

/// Why a timing curve could not be created.
public enum TimingCurveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A Bézier control point coordinate is not finite, or an x coordinate lies outside [0, 1].
    case controlPointOutOfRange(name: String, value: Double)
    /// A spring parameter is not finite or not in its allowed range.
    case invalidSpringParameter(name: String, value: Double, expected: String)
    /// The spring takes longer than `limit` seconds to come to rest.
    case springDoesNotSettle(seconds: Double, limit: Double)

    /// The message, naming the parameter, its value and what was expected.
    public var description: String {
        switch self {
        case .controlPointOutOfRange(let name, let value):
            "cubic Bézier control point \(name) = \(value): expected a finite number"
                + (name.hasPrefix("x") ? " in [0, 1]" : "")
        case .invalidSpringParameter(let name, let value, let expected):
            "spring parameter \(name) = \(value): expected \(expected)"
        case .springDoesNotSettle(let seconds, let limit):
            "spring settles in \(seconds >= 1e9 ? "more than 10⁹" : String(format: "%.0f", seconds)) s: "
                + "expected a spring that settles within \(String(format: "%.0f", limit)) s "
                + "(more stiffness or damping, less mass or initial velocity)"
        }
    }
}
