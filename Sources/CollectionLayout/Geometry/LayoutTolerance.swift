import Foundation

/// The tolerance for comparing layout geometry, defined once.
///
/// Layout positions are sums of a few products of user sizes; after a million additions of
/// values around 100 the accumulated rounding error of `Double` stays below 1e-6 points, so
/// `geometry` (1e-3 points, a thousandth of a point) separates rounding noise from real
/// differences with a wide margin. Approximate equality never backs `Equatable`.
public enum LayoutTolerance {
    /// Points within which two coordinates or lengths count as equal.
    public static let geometry: CGFloat = 1e-3

    /// Whether `a` and `b` differ by at most `tolerance`.
    public static func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = geometry) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether both coordinates are within `tolerance`.
    public static func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = geometry) -> Bool {
        isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
    }

    /// Whether both dimensions are within `tolerance`.
    public static func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = geometry) -> Bool {
        isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
    }

    /// Whether origins and sizes are within `tolerance`.
    public static func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = geometry) -> Bool {
        isClose(a.origin, b.origin, tolerance: tolerance) && isClose(a.size, b.size, tolerance: tolerance)
    }
}
