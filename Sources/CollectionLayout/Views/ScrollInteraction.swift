/// What moves a scroll view: nothing, a finger dragging it, or a fling decelerating after its
/// release. UIKit's `isTracking`, `isDragging` and `isDecelerating` read it.
public enum ScrollInteraction: Sendable, Hashable {
    /// At rest, or moved by code (`setContentOffset`, `scrollToItem`).
    case idle
    /// A finger on the content, moving it.
    case dragging
    /// Moving on by itself after a fling was released.
    case decelerating
}
