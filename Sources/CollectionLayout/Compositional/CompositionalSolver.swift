import Foundation

/// One pass of a compositional layout: sections one after another along the scroll axis.
struct CompositionalSolver {
    let collectionView: CollectionView
    let configuration: CompositionalLayoutConfiguration

    private var vertical: Bool { configuration.scrollDirection == .vertical }

    /// A rectangle from positions along the scroll axis (`main`) and across it (`cross`).
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    private func mainStart(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
    private func mainEnd(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }

    /// The insets `reference` adds before and after the content across the scroll axis: how far
    /// the reference edge (safe area, layout margins or readable content guide) reaches in beyond
    /// `adjustedContentInset`, which the content already starts inside (Apple,
    /// "UIContentInsetsReference": a section's content insets are measured from that edge). So
    /// the safe area counts once, whether the scroll view's adjustment added it or not.
    private func referenceInsets(_ reference: ContentInsetsReference) -> (before: CGFloat, after: CGFloat) {
        let edges: EdgeInsets
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.layoutMargins
        case .readableContent: edges = collectionView.readableContentInsets
        }
        let adjusted = collectionView.adjustedContentInset
        return vertical
            ? (max(0, edges.left - adjusted.left), max(0, edges.right - adjusted.right))
            : (max(0, edges.top - adjusted.top), max(0, edges.bottom - adjusted.bottom))
    }

    /// Lays out every section.
    func solve(
        sectionProvider: (Int, LayoutEnvironment) -> LayoutSection?,
        attributesClass: CollectionViewLayoutAttributes.Type
    ) -> CompositionalLayoutResult {
        var output = Output(attributesClass: attributesClass)
        let viewSize = collectionView.bounds.size
        let inset = collectionView.adjustedContentInset
        let viewport = CGSize(
            width: max(0, viewSize.width - inset.left - inset.right),
            height: max(0, viewSize.height - inset.top - inset.bottom))
        var cursor: CGFloat = 0
        let layoutBoundaries = configuration.boundarySupplementaryItems
        let layoutReference = referenceInsets(configuration.contentInsetsReference)
        let layoutCrossSpan = max(0, crossLength(viewport) - layoutReference.before - layoutReference.after)
        let layoutHeaders = boundaryFrames(
            layoutBoundaries.filter { $0.alignment.isLeadingBoundary }, at: cursor, crossStart: layoutReference.before,
            crossSpan: layoutCrossSpan)
        add(layoutHeaders.placed, section: 0, sectionEnd: .infinity, into: &output)
        output.markLayoutBoundaries(layoutHeaders.placed)
        cursor = layoutHeaders.end
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { cursor += configuration.interSectionSpacing }
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: viewport, contentInsets: .zero),
                traitCollection: collectionView.traitCollection)
            guard let definition = sectionProvider(section, environment) else { continue }
            cursor = layOut(definition, section: section, at: cursor, viewport: viewport, into: &output)
            if let handler = definition.visibleItemsInvalidationHandler {
                let orthogonal = definition.orthogonalScrollingBehavior != .none
                output.handledSections[section] = HandledSection(
                    handler: handler, environment: environment,
                    orthogonalOffset: orthogonal ? definition.orthogonalContentOffset : .zero)
            }
        }
        let layoutFooters = boundaryFrames(
            layoutBoundaries.filter { !$0.alignment.isLeadingBoundary }, at: cursor,
            crossStart: layoutReference.before, crossSpan: layoutCrossSpan)
        add(layoutFooters.placed, section: 0, sectionEnd: .infinity, into: &output)
        output.markLayoutBoundaries(layoutFooters.placed)
        cursor = layoutFooters.end
        let size =
            vertical ? CGSize(width: viewport.width, height: cursor) : CGSize(width: cursor, height: viewport.height)
        return output.result(contentSize: size, axis: vertical ? .vertical : .horizontal)
    }

    /// Boundary views placed one after another from `cursor` along the scroll axis, and the
    /// cursor after those that extend the boundary.
    private func boundaryFrames(
        _ items: [LayoutBoundarySupplementaryItem], at cursor: CGFloat, crossStart: CGFloat, crossSpan: CGFloat
    ) -> (placed: [(item: LayoutBoundarySupplementaryItem, frame: CGRect)], end: CGFloat) {
        var cursor = cursor
        var placed: [(item: LayoutBoundarySupplementaryItem, frame: CGRect)] = []
        let container =
            vertical
            ? CGSize(width: crossSpan, height: mainLength(collectionView.bounds.size))
            : CGSize(width: mainLength(collectionView.bounds.size), height: crossSpan)
        for item in items {
            let size = item.layoutSize.resolved(in: container)
            let along = crossLength(size)
            let crossOffset: CGFloat
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: crossOffset = crossSpan - along
            default: crossOffset = 0
            }
            let frame = rect(
                main: cursor + (vertical ? item.offset.y : item.offset.x),
                cross: crossStart + crossOffset + (vertical ? item.offset.x : item.offset.y),
                mainLength: mainLength(size), crossLength: along)
            placed.append((item, frame))
            if item.extendsBoundary { cursor += mainLength(size) }
        }
        return (placed, cursor)
    }

    /// Adds placed boundary views of `section`; pinned ones stay in their section up to `sectionEnd`.
    private func add(
        _ placed: [(item: LayoutBoundarySupplementaryItem, frame: CGRect)], section: Int, sectionEnd: CGFloat,
        into output: inout Output
    ) {
        for (item, frame) in placed {
            output.addSupplementary(
                kind: item.elementKind, indexPath: IndexPath(item: 0, section: section), frame: frame,
                zIndex: item.zIndex, pinnedUntil: item.pinToVisibleBounds ? sectionEnd : nil)
        }
    }

    /// Lays out one section from `start`; answers where it ends.
    private func layOut(
        _ definition: LayoutSection, section: Int, at start: CGFloat, viewport: CGSize, into output: inout Output
    ) -> CGFloat {
        let reference = referenceInsets(definition.contentInsetsReference)
        let insets = definition.contentInsets
        let insetsBefore = vertical ? insets.leading : insets.top
        let insetsAfter = vertical ? insets.trailing : insets.bottom
        let mainBefore = vertical ? insets.top : insets.leading
        let mainAfter = vertical ? insets.bottom : insets.trailing
        let crossSpace = max(0, crossLength(viewport) - reference.before - reference.after)
        let contentCross = max(0, crossSpace - insetsBefore - insetsAfter)
        let groupContainer =
            vertical
            ? CGSize(width: contentCross, height: max(0, viewport.height - mainBefore - mainAfter))
            : CGSize(width: max(0, viewport.width - mainBefore - mainAfter), height: contentCross)
        let follows = definition.supplementariesFollowContentInsets
        let boundaryCrossStart = reference.before + (follows ? insetsBefore : 0)
        let boundaryCross = follows ? contentCross : crossSpace
        let headers = definition.boundarySupplementaryItems.filter { $0.alignment.isLeadingBoundary }
        let footers = definition.boundarySupplementaryItems.filter { !$0.alignment.isLeadingBoundary }

        // Headers and footers are placed first and added once the section's extent (which pinned
        // ones stay within) is known, after the backgrounds that lie under everything.
        let placedHeaders = boundaryFrames(
            headers, at: start, crossStart: boundaryCrossStart, crossSpan: boundaryCross)
        let bodyStart = placedHeaders.end
        let contentStart = bodyStart + mainBefore
        let groupSize = definition.group.layoutSize.resolved(in: groupContainer)
        let itemCount = collectionView.numberOfItems(inSection: section)
        var placement = GroupPlacement(limit: itemCount, traits: collectionView.traitCollection)
        if vertical, let fitting = collectionView.cellSizeFitting {
            placement.measure = { item, size in fitting(IndexPath(item: item, section: section), size).height }
        }
        // Groups follow each other along the scroll axis, or across it in an orthogonal row
        // (shifted by the row's own offset), until the section's items run out.
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        let shift = vertical ? definition.orthogonalContentOffset.x : definition.orthogonalContentOffset.y
        var main = contentStart
        var cross = reference.before + insetsBefore - (orthogonal ? shift : 0)
        // Apple, "groupPagingCentered": the section "scrolls … centering each group", so the
        // first group starts centred in the section's content too.
        if definition.orthogonalScrollingBehavior == .groupPagingCentered {
            cross += max(0, contentCross - crossLength(groupSize)) / 2
        }
        var contentEnd = contentStart
        // A group that repeats unchanged is placed when a query reaches it (`RepeatedGroupRun`).
        let run =
            orthogonal || placement.measure != nil || definition.visibleItemsInvalidationHandler != nil
            ? nil
            : RepeatedGroupRun(
                section: section, group: definition.group, groupSize: groupSize, start: main, crossStart: cross,
                spacing: definition.interGroupSpacing, itemCount: itemCount, traits: collectionView.traitCollection,
                vertical: vertical)
        if let run { contentEnd = run.end }
        while run == nil, placement.remaining > 0 {
            let before = placement.remaining
            // A group estimated along the scroll axis is as long as its cells measure.
            var size = groupSize
            if let measured = placement.measuredHeight(of: definition.group, in: groupSize) { size.height = measured }
            placement.place(
                definition.group,
                in: rect(main: main, cross: cross, mainLength: mainLength(size), crossLength: crossLength(size)))
            contentEnd = main + mainLength(size)
            if orthogonal {
                cross += crossLength(groupSize) + definition.interGroupSpacing
            } else {
                main = contentEnd + definition.interGroupSpacing
            }
            if placement.remaining == before { break }
        }
        let bodyEnd = contentEnd + mainAfter
        let placedFooters = boundaryFrames(
            footers, at: bodyEnd, crossStart: boundaryCrossStart, crossSpan: boundaryCross)
        // The band between headers and footers: backgrounds cover it, an orthogonal row shows in it.
        let body = rect(
            main: bodyStart, cross: reference.before, mainLength: bodyEnd - bodyStart, crossLength: crossSpace)
        for decoration in definition.decorationItems {
            output.addDecoration(
                kind: decoration.elementKind, section: section, frame: decoration.contentInsets.inset(body),
                zIndex: decoration.zIndex)
        }
        add(placedHeaders.placed, section: section, sectionEnd: bodyEnd, into: &output)
        let clip = orthogonal ? body : nil
        if let run { output.addRun(run) }
        output.reserve(placement.cells.count, inSection: section)
        for (item, cell) in placement.cells.enumerated() {
            let indexPath = IndexPath(item: item, section: section)
            output.addCell(indexPath: indexPath, frame: cell.frame, zIndex: cell.zIndex, clip: clip)
            for badge in cell.item.supplementaryItems {
                output.addSupplementary(
                    kind: badge.elementKind, indexPath: indexPath, frame: badge.frame(on: cell.frame),
                    zIndex: badge.zIndex, pinnedUntil: nil, clip: clip)
            }
        }
        add(placedFooters.placed, section: section, sectionEnd: placedFooters.end, into: &output)
        return placedFooters.end
    }

    /// The attributes a pass collects.
    struct Output {
        let attributesClass: CollectionViewLayoutAttributes.Type
        /// The elements in the order queries answer them, with their frames.
        private var ordered: [CompositionalEntry] = []
        private var frames: [CGRect] = []
        private var runs: [RepeatedGroupRun] = []
        /// Cells by section, then item: they are added in that order, so finding one is two
        /// array reads rather than hashing an index path (a dictionary of 100k index paths spent
        /// a fifth of a large layout's preparation growing and hashing).
        private var cells: [[CollectionViewLayoutAttributes]] = []
        private var supplementaries: [ElementKey: CollectionViewLayoutAttributes] = [:]
        private var pinned: [PinnedSupplementary] = []
        private var layoutBoundaryKeys: Set<ElementKey> = []
        var handledSections: [Int: HandledSection] = [:]

        init(attributesClass: CollectionViewLayoutAttributes.Type) {
            self.attributesClass = attributesClass
        }

        mutating func addCell(indexPath: IndexPath, frame: CGRect, zIndex: Int, clip: CGRect?) {
            let attributes = attributesClass.init(forCellWith: indexPath)
            attributes.frame = frame
            attributes.zIndex = zIndex
            (attributes as? CompositionalLayoutAttributes)?.orthogonalClip = clip
            append(attributes)
            while cells.count <= indexPath.section { cells.append([]) }
            cells[indexPath.section].append(attributes)
        }

        /// Room for `count` cells of `section`, so its list grows once (the lists of every section,
        /// `ordered` and `frames`, grow by doubling: reserving exactly per section would copy
        /// them once per section).
        mutating func reserve(_ count: Int, inSection section: Int) {
            while cells.count <= section { cells.append([]) }
            cells[section].reserveCapacity(count)
        }

        mutating func addSupplementary(
            kind: String, indexPath: IndexPath, frame: CGRect, zIndex: Int, pinnedUntil sectionEnd: CGFloat?,
            clip: CGRect? = nil
        ) {
            let attributes = attributesClass.init(forSupplementaryViewOfKind: kind, with: indexPath)
            attributes.frame = frame
            attributes.zIndex = zIndex
            (attributes as? CompositionalLayoutAttributes)?.orthogonalClip = clip
            supplementaries[attributes.elementKey] = attributes
            if let sectionEnd {
                pinned.append(PinnedSupplementary(attributes: attributes, sectionEnd: sectionEnd))
            } else {
                append(attributes)
            }
        }

        /// Files the layout's own headers or footers as belonging to no section.
        mutating func markLayoutBoundaries(_ placed: [(item: LayoutBoundarySupplementaryItem, frame: CGRect)]) {
            for (item, _) in placed {
                layoutBoundaryKeys.insert(.supplementary(item.elementKind, IndexPath(item: 0, section: 0)))
            }
        }

        mutating func addDecoration(kind: String, section: Int, frame: CGRect, zIndex: Int) {
            let attributes = attributesClass.init(
                forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: section))
            attributes.frame = frame
            attributes.zIndex = zIndex
            append(attributes)
            supplementaries[attributes.elementKey] = attributes
        }

        /// A section's repeated group, answered where its cells would be.
        mutating func addRun(_ run: RepeatedGroupRun) {
            ordered.append(.run(runs.count))
            frames.append(run.bounds)
            runs.append(run)
        }

        private mutating func append(_ attributes: CollectionViewLayoutAttributes) {
            ordered.append(.element(attributes))
            frames.append(attributes.frame)
        }

        func result(contentSize: CGSize, axis: SpatialIndex<CompositionalEntry>.Axis)
            -> CompositionalLayoutResult
        {
            CompositionalLayoutResult(
                contentSize: contentSize,
                index: SpatialIndex(frames: frames, elements: ordered, axis: axis), cells: cells, runs: runs,
                attributesClass: attributesClass, supplementaries: supplementaries, pinned: pinned,
                handledSections: handledSections, layoutBoundaryKeys: layoutBoundaryKeys)
        }
    }
}
