import CollectionLayout
import Foundation

// Names layout files take from Apple's other frameworks and C headers, which Linux lacks.

/// The largest finite `Float`, as Darwin's C macro `MAXFLOAT` (`0x1.fffffep+127f`), which
/// layout code uses for "unbounded" heights (`CGFloat(MAXFLOAT)`).
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The largest rectangle of `aspectRatio`'s proportions that fits in `boundingRect`, centred in
/// it, as AVFoundation's `AVMakeRect(aspectRatio:insideRect:)` (Apple: "a scaled CGRect that
/// maintains the aspect ratio specified by a CGSize within a bounding CGRect"). An aspect ratio
/// with a zero or non-finite side gives a zero-size rectangle at the centre (Apple is silent).
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let width = aspectRatio.width
    let height = aspectRatio.height
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
        return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
    }
    let scale = min(boundingRect.width / width, boundingRect.height / height)
    let size = CGSize(width: width * scale, height: height * scale)
    return CGRect(
        x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
        height: size.height)
}

/// A two-dimensional vector, as Core Graphics' `CGVector` (Linux Foundation has none).
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A zero-length vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}

/// What ported code calls for `MainActor.assumeIsolated` (`layoutshot-port` renames it). UIKit
/// code runs on the main thread; LayoutShot's layouts run on whichever task owns them (`check`
/// runs documents in parallel, each with its own objects), so the body runs where it is called,
/// as it did on iOS, instead of trapping off the main thread.
public enum LayoutShotIsolation {
    /// Runs `operation` at once and answers its result.
    public static func assumeIsolated<T>(
        _ operation: () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        try operation()
    }
}
