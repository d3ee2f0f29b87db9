import CollectionLayout
import Foundation
import LayoutSupport

/// The elements of a large figure, built in batches on every core.
extension SceneBuilder {
    /// Attributes per batch of `forEachBatch(of:overlayAlphas:_:)`: the sources of one batch are
    /// held at a time.
    static let batchSize = 8192

    /// The elements of `attributes` (painting order), each followed by its overlay if any, and
    /// the box they cover.
    ///
    /// Attributes are read on this thread, a batch at a time (layout objects stay on one
    /// thread); the elements of a large batch are built in slices on every core (styles, label
    /// templates and fitting were a third of making a large SVG), each slice straight into its
    /// place in the result, so nothing is copied and the result does not depend on the threads.
    ///
    /// The result's storage is written from several threads without a lock (`ElementBuffer`):
    /// each slice owns a range of positions of its own (`positions(of:from:)`), so each
    /// position is initialised exactly once, by exactly one worker; every write is checked to
    /// fall in its slice's range, and every range to be filled, before the array counts it.
    func elements(of attributes: [CollectionViewLayoutAttributes], lookups: ElementLookups) -> (
        [SceneElement], CoveredBox
    ) {
        // Read once: how many elements each attributes gives decides where the next ones go.
        let overlayAlphas = attributes.map { Self.hooks(of: $0)?.sceneOverlayAlpha ?? 0 }
        let total = attributes.count + overlayAlphas.count { $0 > 0 }
        var covered = CoveredBox()
        let elements = [SceneElement](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let output = ElementBuffer(base: buffer.baseAddress)
            // Where the next batch's elements go; the array counts them only once they are built.
            var next = 0
            forEachBatch(of: attributes, overlayAlphas: overlayAlphas) { slices in
                let ranges = Self.positions(of: slices, from: next)
                next = ranges.last?.upperBound ?? next
                precondition(next <= total, "the elements counted up front fit the result")
                let build: @Sendable (Int) -> CoveredBox = { slice in
                    buildElements(of: slices[slice], into: output, at: ranges[slice], lookups: lookups)
                }
                let pieces =
                    slices.count == 1 ? [build(0)] : ParallelWork.map(count: slices.count, jobs: workers, build)
                for piece in pieces { covered.add(piece) }
                // Every position below `next` is initialised now, each once.
                initializedCount = next
            }
            precondition(initializedCount == total, "every element counted up front was built")
        }
        return (elements, covered)
    }

    /// The positions in the result of the elements of each of `slices`, the first slice's
    /// starting at `start`: one element per source, two for a source with an overlay. The
    /// ranges follow each other in order, so no two overlap.
    static func positions(of slices: [ArraySlice<ElementSource>], from start: Int) -> [Range<Int>] {
        var next = start
        return slices.map { slice in
            let first = next
            next += slice.reduce(0) { $0 + ($1.overlayAlpha > 0 ? 2 : 1) }
            return first..<next
        }
    }

    /// Builds the elements of `sources` into `range` of `output`, which they fill exactly, and
    /// answers the box they cover. Runs on one worker; no other touches `range`.
    private func buildElements(
        of sources: ArraySlice<ElementSource>, into output: ElementBuffer, at range: Range<Int>,
        lookups: ElementLookups
    ) -> CoveredBox {
        var (position, covered) = (range.lowerBound, CoveredBox())
        buildElements(of: sources, lookups: lookups) { element in
            covered.add(element)
            output.initialize(position, in: range, to: element)
            position += 1
        }
        precondition(position == range.upperBound, "a slice builds the elements counted for it")
        return covered
    }

    /// Reads `attributes` (with their overlay alphas, read before) a batch at a time on this
    /// thread, and hands each batch's sources to `body` in the slices its elements are built in
    /// on every core: one for a small batch or a single worker, else two per worker.
    func forEachBatch(
        of attributes: [CollectionViewLayoutAttributes], overlayAlphas: [CGFloat],
        _ body: ([ArraySlice<ElementSource>]) throws -> Void
    ) rethrows {
        for batchStart in stride(from: 0, to: attributes.count, by: Self.batchSize) {
            let batch = (batchStart..<min(attributes.count, batchStart + Self.batchSize)).map {
                ElementSource(attributes[$0], overlayAlpha: overlayAlphas[$0], viewContent: viewContent)
            }
            let count = workers < 2 || batch.count < 1024 ? 1 : workers * 2
            let size = (batch.count + count - 1) / count
            try body((0..<count).map { batch[min(batch.count, $0 * size)..<min(batch.count, ($0 + 1) * size)] })
        }
    }

    /// Builds the elements of `sources` in painting order, each followed by its overlay if any,
    /// handing each to `place`; `shift`, when given, moves them (and their overlays).
    func buildElements(
        of sources: ArraySlice<ElementSource>, lookups: ElementLookups, moving shift: CGPoint? = nil,
        place: (SceneElement) -> Void
    ) {
        for source in sources {
            var element = element(from: source, notes: lookups.notes(for: source.key))
            if let shift { element.center = CGPoint(x: element.center.x + shift.x, y: element.center.y + shift.y) }
            place(element)
            if source.overlayAlpha > 0 { place(overlay(over: element, alpha: source.overlayAlpha)) }
        }
    }
}

/// The uninitialised storage of the result being built, handed to the threads that build its
/// elements.
///
/// `@unchecked Sendable` because its safety comes from how it is used, which the compiler cannot
/// see: each worker initialises only the positions of its own slice (`SceneBuilder.positions`
/// gives disjoint ranges, inside the buffer), each exactly once, and nothing reads them until
/// every worker has returned (`ParallelWork.map` answers after all of them), when the array
/// takes ownership. `initialize(_:in:to:)` traps on a position outside its worker's range.
private struct ElementBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<SceneElement>?

    /// Initialises the uninitialised `position`, which must lie in `range`, the slice's own.
    func initialize(_ position: Int, in range: Range<Int>, to element: SceneElement) {
        precondition(range.contains(position), "an element is written only inside its slice's range")
        base.unsafelyUnwrapped.advanced(by: position).initialize(to: element)
    }
}
