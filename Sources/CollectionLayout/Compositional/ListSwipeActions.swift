import Foundation

/// A swipe action of a list row, as UIKit's `UIContextualAction`: list configurations' swipe
/// providers build them. Kept, never performed: LayoutShot draws no swipes.
public final class ContextualAction {
    /// How the action is drawn.
    public enum Style: Int, Sendable, Hashable {
        /// A neutral action.
        case normal
        /// A destructive action (red).
        case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and a
    /// completion to call with whether it succeeded.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    public var title: String?
    /// The handler.
    public let handler: Handler
    /// The background colour.
    public var backgroundColor: ViewColor?
    /// The icon.
    public var image: ViewImage?

    /// An action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// A row's swipe actions, as UIKit's `UISwipeActionsConfiguration`.
public final class SwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// How a list row's separators look, as UIKit's `UIListSeparatorConfiguration` (kept; figures
/// draw rows as boxes, without separators).
public struct ListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable, Hashable {
        /// The list decides.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The separator above the row.
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the row.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// Insets of the separator above the row.
    public var topSeparatorInsets = DirectionalEdgeInsets.zero
    /// Insets of the separator below the row.
    public var bottomSeparatorInsets = DirectionalEdgeInsets.zero
    /// The separators' colour.
    public var color: ViewColor?
    /// The separators' colour while several rows are selected.
    public var multipleSelectionColor: ViewColor?

    /// The default separators of a list with `listAppearance`.
    public init(listAppearance: ListConfiguration.Appearance) {}
}
