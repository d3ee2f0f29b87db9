import CollectionLayout
import Foundation
import LayoutSupport

/// The elements of a figure, left to be built a batch at a time while the figure is written
/// (`SVGWriter.write(_:elements:to:)`), as `SceneBuilder.makeFigureDeferringElements` leaves
/// them. A figure of a million elements then never holds them all (hundreds of MB), and each
/// batch is built and formatted on every core while it is fresh in the cache.
///
/// Not `Sendable`: it holds the layout's attributes, which are read on the thread that uses
/// this value (layout objects stay on one thread); the elements are built on every core.
public struct DeferredElements {
    let builder: SceneBuilder
    /// The attributes drawn, in painting order.
    let attributes: [CollectionViewLayoutAttributes]
    /// Each attributes' overlay alpha, read once: how many elements it gives.
    let overlayAlphas: [CGFloat]
    let lookups: ElementLookups

    /// How many elements there are, overlays included.
    public var count: Int { attributes.count + overlayAlphas.count { $0 > 0 } }

    /// Builds the elements in painting order, each moved by `shift`, a batch at a time: the
    /// slices of a batch go to `makePiece` on every core, and the pieces, in order, to `body`
    /// on this thread. What `body` receives does not depend on the number of threads.
    func forEachBatch<Piece: Sendable>(
        moving shift: CGPoint, _ makePiece: @escaping @Sendable (ElementSlice) -> Piece, body: ([Piece]) throws -> Void
    ) rethrows {
        // While the other cores build a batch, this thread reads the next one's attributes,
        // then joins in and hands the pieces on: no core waits for the reading.
        var building = ParallelWork.Pipeline<Piece>(jobs: builder.workers - 1)
        try builder.forEachBatch(of: attributes, overlayAlphas: overlayAlphas) { slices in
            let piece: @Sendable (Int) -> Piece = { [builder, lookups] slice in
                makePiece(ElementSlice(builder: builder, lookups: lookups, sources: slices[slice], shift: shift))
            }
            try building.hand(count: slices.count, piece, then: body)
        }
        try building.finish(body)
    }

    /// All the elements at once, in painting order, each moved by `shift`: what a figure holds
    /// when it needs them whole (to draw around their labels, say).
    public func built(moving shift: CGPoint) -> [SceneElement] {
        var elements: [SceneElement] = []
        elements.reserveCapacity(count)
        forEachBatch(
            moving: shift,
            { slice in
                var elements: [SceneElement] = []
                elements.reserveCapacity(slice.count)
                slice.forEach { elements.append($0) }
                return elements
            }
        ) { pieces in
            for piece in pieces { elements.append(contentsOf: piece) }
        }
        return elements
    }
}

/// The elements of a slice of a batch of `DeferredElements`, built one at a time as they are
/// visited: none is kept in an array on the way to its text.
struct ElementSlice {
    let builder: SceneBuilder
    let lookups: ElementLookups
    let sources: ArraySlice<ElementSource>
    let shift: CGPoint

    /// How many elements there are, overlays included.
    var count: Int { sources.count + sources.count { $0.overlayAlpha > 0 } }

    /// Builds the elements in painting order, handing each to `body`.
    func forEach(_ body: (SceneElement) -> Void) {
        builder.buildElements(of: sources, lookups: lookups, moving: shift, place: body)
    }
}
