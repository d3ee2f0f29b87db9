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
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w >= 0, h >= 0
        else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
