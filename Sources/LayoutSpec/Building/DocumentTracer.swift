import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// `layoutshot trace`: runs a document's layout through what a collection view does with it —
/// a first layout pass after loading its data, then a scroll — recording every call on the
/// layout, and draws the calls beside the layout's figure (`LayoutTraceFigure`).
public struct DocumentTracer {
    /// The document.
    public var document: LayoutDocument
    /// How far to scroll after the first pass, in points along the scroll axis; nil: half the
    /// viewport when the content is longer than it, 0: no scroll.
    public var scrollBy: CGFloat?

    /// A tracer of `document`.
    public init(document: LayoutDocument, scrollBy: CGFloat? = nil) {
        self.document = document
        self.scrollBy = scrollBy
    }

    /// The calls, in order.
    public func calls() -> [LayoutCall] {
        final class Recorder {
            var calls: [LayoutCall] = []
        }
        let recorder = Recorder()
        let collectionView = document.makeCollectionView()
        collectionView.layoutCallObserver = { recorder.calls.append($0) }
        defer { collectionView.layoutCallObserver = nil }
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let size = collectionView.contentSize
        let bounds = collectionView.bounds
        let vertical = size.height - bounds.height >= size.width - bounds.width
        let room = max(0, vertical ? size.height - bounds.maxY : size.width - bounds.maxX)
        let amount = min(room, max(0, scrollBy ?? (vertical ? bounds.height : bounds.width) / 2))
        if amount > 0 {
            var offset = collectionView.contentOffset
            if vertical { offset.y += amount } else { offset.x += amount }
            collectionView.contentOffset = offset
            collectionView.layoutIfNeeded()
        }
        return recorder.calls
    }

    /// The figure: the document's layout (untitled) and the diagram of its calls, under its
    /// own title, "The layout process" (the document's title names the still figure).
    ///
    /// - Throws: `DocumentError` when the layout computes a number that is not finite.
    public func scene() throws -> Scene {
        var untitled = document
        untitled.render.title = nil
        return LayoutTraceFigure(style: document.makeStyle(), title: "The layout process")
            .makeScene(layout: try DocumentRenderer(document: untitled).figure().layers(), calls: calls())
    }
}
