import ArgumentParser
import Foundation
import LayoutDiff

/// An `--ignore x,y,w,h` rectangle.
struct IgnoredRect: ExpressibleByArgument {
    var rect: PixelRect

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        let range = -Self.largestCoordinate...Self.largestCoordinate
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
            range.contains(x), range.contains(y), (0...Self.largestCoordinate).contains(w),
            (0...Self.largestCoordinate).contains(h)
        else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
    }

    /// The largest coordinate or side accepted: far beyond any image's side, and small enough
    /// that x + w never overflows.
    static let largestCoordinate = 1 << 25

    static var defaultCompletionKind: CompletionKind { .default }
}
