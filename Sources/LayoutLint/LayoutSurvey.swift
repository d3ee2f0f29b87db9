import CollectionLayout
import Foundation

/// What a layout answers with the bounds at offset zero: the rect queries of a sweep over the
/// content, the elements they name, and on-demand answers for the data source's items.
///
/// Offset zero is where UIKit first lays the content out: a pinned header sits at its natural
/// place (it pins only once the content scrolls under it) and a stretchy header is unstretched,
/// so every element of a correct layout lies inside the content there.
struct LayoutSurvey {
    /// A rect query and what it returned.
    struct Answer {
        var rect: CGRect
        var elements: [CollectionViewLayoutAttributes]
    }

    /// The collection view, laid out at offset zero.
    let collectionView: CollectionView
    /// The content size the layout reports.
    let contentSize: CGSize
    /// (0, 0) and the content size, a dimension that is not finite or negative replaced by the
    /// viewport's so that the sweep still covers something.
    let contentRect: CGRect
    /// The first query covers the content and the viewport with a viewport's margin around them
    /// (so that elements placed outside the content are found); then the tiles of two sweeps.
    let answers: [Answer]
    /// The elements examined, in `ElementKey` order, at most `maxElements`: everything a rect
    /// query returned, every data-source item that only an on-demand query answers, and the
    /// section-level views only an on-demand query answers (see `probes`).
    let keys: [ElementKey]
    /// The values of each element examined: from its first rect answer, else its on-demand one.
    let values: [ElementKey: AttributeValues]
    /// The elements some rect query returned.
    let returned: Set<ElementKey>
    /// The data-source items examined (the first `maxElements`) that no rect query returned and
    /// whose on-demand answer is nil.
    let unansweredItems: [IndexPath]

    var layout: CollectionViewLayout { collectionView.collectionViewLayout }
    var viewport: CGSize { collectionView.bounds.size }
    /// Whether the content size is finite and not negative.
    var hasValidContentSize: Bool {
        contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0 && contentSize.height >= 0
    }

    init(factory: LayoutFactory, options: LintOptions) {
        collectionView = factory.prepared()
        let layout = collectionView.collectionViewLayout
        let visible = collectionView.bounds
        contentSize = layout.collectionViewContentSize
        let width = contentSize.width.isFinite && contentSize.width >= 0 ? contentSize.width : visible.width
        let height = contentSize.height.isFinite && contentSize.height >= 0 ? contentSize.height : visible.height
        contentRect = CGRect(x: 0, y: 0, width: width, height: height)
        let region = contentRect.union(visible)
        let tile = CGSize(width: max(visible.width, 1), height: max(visible.height, 1))
        let half = CGSize(width: tile.width / 2, height: tile.height / 2)
        let rects =
            [region.insetBy(dx: -tile.width, dy: -tile.height)]
            + Self.tiles(covering: region, size: tile, phase: .zero, limit: options.maxTilesPerSweep)
            + Self.tiles(
                covering: region, size: half, phase: CGPoint(x: tile.width / 3, y: tile.height / 3),
                limit: options.maxTilesPerSweep)
        answers = rects.map { Answer(rect: $0, elements: layout.layoutAttributesForElements(in: $0) ?? []) }

        var values: [ElementKey: AttributeValues] = [:]
        for answer in answers {
            for attributes in answer.elements where values[attributes.elementKey] == nil {
                values[attributes.elementKey] = AttributeValues(attributes)
            }
        }
        returned = Set(values.keys)
        var unanswered: [IndexPath] = []
        for indexPath in Self.items(of: collectionView, limit: options.maxElements)
        where !returned.contains(.cell(indexPath)) {
            if let attributes = layout.layoutAttributesForItem(at: indexPath) {
                values[.cell(indexPath)] = AttributeValues(attributes)
            } else {
                unanswered.append(indexPath)
            }
        }
        unansweredItems = unanswered
        for key in Self.probes(of: collectionView, seen: returned, limit: options.maxElements) where values[key] == nil
        {
            // A header of zero size is how many layouts say "no header": only a real one counts.
            guard let attributes = layout.layoutAttributes(for: key), attributes.elementKey == key,
                attributes.size.width > 0, attributes.size.height > 0
            else { continue }
            values[key] = AttributeValues(attributes)
        }
        keys = Array(values.keys.sorted().prefix(options.maxElements))
        self.values = values
    }

    /// The offsets the scrolling rules move the bounds to, along each axis the content scrolls
    /// on: a quarter viewport of overscroll before the start (a pull to refresh, where stretchy
    /// headers stretch), then a quarter, half, three quarters and all of the way to the end.
    var scrollOffsets: [CGPoint] {
        func stops(range: CGFloat, viewport: CGFloat) -> [CGFloat] {
            range > 0 ? [-viewport / 4, range / 4, range / 2, range * 3 / 4, range] : []
        }
        let vertical = stops(range: contentRect.height - viewport.height, viewport: viewport.height)
        let horizontal = stops(range: contentRect.width - viewport.width, viewport: viewport.width)
        return vertical.map { CGPoint(x: 0, y: $0) } + horizontal.map { CGPoint(x: $0, y: 0) }
    }

    /// The index paths of the data source's items, section by section, at most `limit`.
    private static func items(of collectionView: CollectionView, limit: Int) -> [IndexPath] {
        var result: [IndexPath] = []
        for section in 0..<collectionView.numberOfSections {
            let count = min(collectionView.numberOfItems(inSection: section), limit - result.count)
            result += (0..<count).map { IndexPath(item: $0, section: section) }
            if result.count >= limit { break }
        }
        return result
    }

    /// The section-level views to ask for on demand, at item 0 of each section: headers and
    /// footers, the other supplementary kinds the answers contain, and the registered decoration
    /// kinds — so that a rect query that forgets them all is caught.
    private static func probes(of collectionView: CollectionView, seen: Set<ElementKey>, limit: Int) -> [ElementKey] {
        let seenKinds = seen.filter { $0.category == .supplementaryView }.compactMap(\.kind)
        let kinds = Set([CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] + seenKinds).sorted()
        let decorations = collectionView.collectionViewLayout.registeredDecorationKinds.sorted()
        let sections = min(collectionView.numberOfSections, limit)
        return (0..<sections).flatMap { section in
            let indexPath = IndexPath(item: 0, section: section)
            return kinds.map { ElementKey.supplementary($0, indexPath) }
                + decorations.map { ElementKey.decoration($0, indexPath) }
        }
    }

    /// Tiles of `size` covering `region` on a grid shifted back by `phase`; when that takes more
    /// than `limit` tiles, evenly spaced columns (all of them if they fit) and rows of them.
    private static func tiles(covering region: CGRect, size: CGSize, phase: CGPoint, limit: Int) -> [CGRect] {
        let columns = positions(from: region.minX - phase.x, to: region.maxX, step: size.width, keeping: limit)
        let rows = positions(
            from: region.minY - phase.y, to: region.maxY, step: size.height, keeping: max(1, limit / columns.count))
        return rows.flatMap { y in columns.map { x in CGRect(origin: CGPoint(x: x, y: y), size: size) } }
    }

    /// `start + i · step` for the i that cover [start, end), at most `keeping` of them evenly
    /// spaced, the first and the last included.
    private static func positions(from start: CGFloat, to end: CGFloat, step: CGFloat, keeping: Int) -> [CGFloat] {
        let needed = ((end - start) / step).rounded(.up)
        let count = needed.isFinite ? Int(min(max(needed, 1), 1e12)) : 1
        let kept = max(1, min(count, keeping))
        return (0..<kept).map { index in
            let position = kept == 1 ? 0 : (Double(index) * Double(count - 1) / Double(kept - 1)).rounded(.down)
            return start + CGFloat(position) * step
        }
    }
}
