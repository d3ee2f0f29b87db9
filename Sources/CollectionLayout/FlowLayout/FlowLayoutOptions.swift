import Foundation

/// How a flow layout distributes the space left over in a line.
///
/// "Left" and "right" name the leading and trailing edge of a line: left/right for vertical
/// scrolling, top/bottom for horizontal scrolling (where lines are columns).
public enum FlowLayoutLineAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// UIKit's distribution for full lines: with two or more items, the first item sits at the
    /// leading inset, the last one flush with the trailing inset, and the leftover space is shared
    /// equally between the gaps; a line with a single item is centred.
    case justified
    /// Items packed against the leading inset, `minimumInteritemSpacing` apart (UIKit's last line).
    case left
    /// Items `minimumInteritemSpacing` apart, the group centred in the line.
    case center
    /// Items packed against the trailing inset, `minimumInteritemSpacing` apart.
    case right
}
