import Foundation

extension StretchyLayoutCache {
    /// A copy of `cached` with the effects its element gets at content offset y `offset` in a
    /// viewport `viewportHeight` tall; `cached` itself is never mutated.
    func applyingEffects(
        to cached: StretchyLayoutAttributes, offset: CGFloat, viewportHeight: CGFloat
    ) -> StretchyLayoutAttributes {
        let attributes = cached.copied()
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _):
            guard settings.isParallaxOnCellsEnabled else { break }
            let shift = StretchyLayoutEffects.parallax(
                cellCenterY: attributes.center.y, offset: offset, viewportHeight: viewportHeight,
                itemHeight: settings.itemHeight, maximum: settings.maxParallaxOffset)
            attributes.parallax = CGPoint(x: 0, y: shift)
        case (.supplementaryView, CollectionElementKind.stretchyHeader?):
            if settings.isHeaderStretchy {
                attributes.transform = StretchyLayoutEffects.headerTransform(
                    offset: offset, headerHeight: settings.headerHeight, viewportHeight: viewportHeight)
            }
            if settings.isHeaderOverlayEnabled {
                attributes.headerOverlayAlpha = StretchyLayoutEffects.headerOverlayAlpha(
                    offset: offset, headerHeight: settings.headerHeight, maximum: settings.headerOverlayMaxAlpha)
            }
        case (.supplementaryView, CollectionElementKind.menuBar?):
            guard settings.isMenuSticky else { break }
            let translation = StretchyLayoutEffects.menuTranslation(
                offset: offset, initialY: attributes.initialOrigin.y, headerHeight: settings.headerHeight)
            attributes.transform = CGAffineTransform(translationX: 0, y: translation)
        case (.supplementaryView, CollectionElementKind.sectionHeader?):
            guard settings.isSectionHeadersSticky, sections.indices.contains(attributes.indexPath.section) else {
                break
            }
            let translation = StretchyLayoutEffects.sectionHeaderTranslation(
                offset: offset, initialY: attributes.initialOrigin.y,
                itemCount: sections[attributes.indexPath.section].cells.count,
                itemHeight: settings.itemHeight, lineSpacing: settings.minimumLineSpacing,
                menuHeight: settings.isMenuSticky ? settings.menuHeight : 0)
            attributes.transform = CGAffineTransform(translationX: 0, y: translation)
        default:
            break
        }
        return attributes
    }

    /// Copies, with effects, of every element whose (transformed) frame intersects `rect`: the
    /// header and menu, then per section its header, cells and footer, in content order.
    ///
    /// Visits only the sections and cells whose untransformed extent meets `rect` (binary
    /// search), plus the header and menu: a section's extent holds its sticky header too, whose
    /// translation stays within [0, limit].
    func elements(in rect: CGRect, offset: CGFloat, viewportHeight: CGFloat) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        func appendIfVisible(_ cached: StretchyLayoutAttributes?) {
            guard let cached else { return }
            let attributes = applyingEffects(to: cached, offset: offset, viewportHeight: viewportHeight)
            if attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        appendIfVisible(header)
        appendIfVisible(menu)
        var section = Self.partitionIndex(sections.count) { sections[$0].maxY >= rect.minY }
        while section < sections.count, sections[section].minY <= rect.maxY {
            let cells = sections[section].cells
            appendIfVisible(sections[section].header)
            var item = Self.partitionIndex(cells.count) { cells[$0].frame.maxY >= rect.minY }
            while item < cells.count, cells[item].frame.minY <= rect.maxY {
                appendIfVisible(cells[item])
                item += 1
            }
            appendIfVisible(sections[section].footer)
            section += 1
        }
        return result
    }
}
