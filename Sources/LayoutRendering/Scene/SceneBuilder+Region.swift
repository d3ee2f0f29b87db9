import CollectionLayout
import Foundation

/// The drawn region of a figure, and what its elements cover.
extension SceneBuilder {
    /// What elements cover, from their geometry alone (an overlay covers its element's box),
    /// and their overlays' alphas, read one attributes object at a time.
    struct Coverage {
        private(set) var box = CoveredBox()
        private(set) var overlayAlphas: [CGFloat] = []
        /// Whether an element is clipped to a band (its box is then not what it covers).
        private(set) var isClipped = false

        init(capacity: Int) { overlayAlphas.reserveCapacity(capacity) }

        mutating func read(_ attributes: CollectionViewLayoutAttributes) {
            let coverage = ElementSource.coverage(of: attributes)
            isClipped = isClipped || coverage.isClipped
            box.add(coverage.box)
            overlayAlphas.append(coverage.overlayAlpha)
        }
    }

    /// `viewport`, cut down to `drawn` (the content and the elements) where the content does
    /// not fill it, so that a figure is not mostly empty; the whole viewport when the figure
    /// outlines it (`showViewport`), when `cropsToContent` is off, or when nothing is drawn
    /// inside it.
    func croppedViewport(_ viewport: CGRect, drawn: CGRect) -> CGRect {
        let cropped = viewport.intersection(drawn)
        guard options.cropsToContent, !options.showViewport, !cropped.isNull, cropped.width > 0, cropped.height > 0
        else {
            return viewport.drawable
        }
        return cropped.drawable
    }

    /// The drawn region in content coordinates.
    func drawnRegion(content: CGRect, viewport: CGRect, elements: [SceneElement]) -> CGRect {
        switch options.region {
        case .viewport: return croppedViewport(viewport, drawn: elements.reduce(content) { $0.union($1.boundingBox) })
        case .rect(let rect): return rect.drawable
        case .content:
            var covered = CoveredBox()
            for element in elements { covered.add(element) }
            return contentRegion(content: content, covered: covered)
        }
    }

    /// The content, grown to whole points around what elements cover outside it (transformed
    /// elements, say).
    func contentRegion(content: CGRect, covered: CoveredBox) -> CGRect {
        guard !covered.isInside(content) else { return content }
        var region = covered
        region.add(content)
        return region.wholePoints ?? content
    }
}
