/// The resources a document may ask for, checked before anything is laid out or drawn, so a
/// typo (`sections: [10000000]`) or a hostile file is refused in milliseconds instead of taking
/// minutes and gigabytes. The canvas has its own pixel budget (`RasterCanvas`), and images read
/// by `diff` and `check` theirs (`PNGDecoder.defaultPixelLimit`).
public struct DocumentBudget: Sendable, Equatable {
    /// The most items in all sections together. Default 1,000,000 (`--max-items` raises it):
    /// the largest document the scale benchmark draws, and what `lint` (which lays a document
    /// out several times) checks in about 12 s and 1.2 GB (2,000,000 took 23 s and 2.3 GB).
    public var items: Int
    /// The most elements drawn, summed over the frames of an animation or a scroll (frames ×
    /// elements per frame). Default 1,500,000 (`--max-frame-elements` raises it): 150 frames of
    /// 10,000 elements. A scroll keeps about 1 KB per element drawn (1,500,000 took 6.5 s and
    /// 1.5 GB as an animated SVG; 20,000,000 in an animation took 85–125 s and 6 GB).
    public var frameElements: Int
    /// The most sections. Default 100,000 (`--max-sections` raises it): sections cost work of
    /// their own even when empty (two million empty sections took a minute to draw).
    public var sections: Int
    /// The largest document file, in bytes, refused from its size before it is read. Default
    /// 16 MiB (`--max-document-bytes` raises it): a million overrides fit; a document followed by
    /// gigabytes of junk is not read whole.
    public var documentBytes: Int
    /// The most items a batch update may touch: each index path it names, and every item of the
    /// sections it inserts, deletes or reloads. Default 50,000 (`--max-update-items` raises it):
    /// deleting 50,000 items drawn over the content takes about 10 s (100,000: 20–89 s); an
    /// update of 200,000 paths, or the reload of a two-million-item section, ran for minutes.
    public var updateItems: Int

    /// A budget of `items` items, `frameElements` element frames, `sections` sections, files of
    /// at most `documentBytes` bytes and updates touching at most `updateItems` items.
    public init(
        items: Int = 1_000_000, frameElements: Int = 1_500_000, sections: Int = 100_000,
        documentBytes: Int = 16 << 20, updateItems: Int = 50_000
    ) {
        self.items = items
        self.frameElements = frameElements
        self.sections = sections
        self.documentBytes = documentBytes
        self.updateItems = updateItems
    }

    /// The default budget.
    public static let standard = DocumentBudget()
}

extension LayoutDocument {
    /// Refuses an animation or scroll drawing more than `budget.frameElements` elements in all.
    ///
    /// - Throws: `DocumentError` (`.outOfRange`) located at `keyPath`.
    package func requireFrameBudget(elementsPerFrame: Int, frames: Int, at keyPath: String) throws {
        let (total, overflow) = elementsPerFrame.multipliedReportingOverflow(by: frames)
        guard overflow || total > budget.frameElements else { return }
        throw error(
            at: keyPath, .outOfRange,
            "\(frames) frames of \(elementsPerFrame) elements exceed the budget of \(budget.frameElements) "
                + "element frames; use fewer frames or render only the viewport (--max-frame-elements raises it)")
    }
}
