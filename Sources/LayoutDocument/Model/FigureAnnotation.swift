import Foundation

/// A tutorial annotation a document asks for (`annotations:`), drawn over a still figure: a
/// dimension line measuring the gap between two elements or between the content's edge and an
/// element, or a callout pointing at an element with a note.
public enum FigureAnnotation: Sendable, Equatable {
    /// The gap between two elements ("10 pt"), across the axis they are apart on.
    case spacing(ElementSelector, ElementSelector)
    /// The distance from the content's `edge` to the element's same edge.
    case inset(ElementSelector, edge: Edge)
    /// `text` pointing at the element.
    case callout(ElementSelector, text: String)

    /// A side of the content.
    public enum Edge: String, Sendable, Equatable, CaseIterable {
        case left, top, right, bottom
    }
}
