import CollectionLayout
import Foundation
import LayoutStyle

extension LayoutDocument {
    /// A new layout object configured as the document says, its overrides applied to what it
    /// answers (`OverrideApplier`, the layout's `attributesAdjustment`: one hook for every
    /// layout type, registered ones included).
    public func makeLayout() -> CollectionViewLayout {
        let layout = makeConfiguredLayout()
        if !overrides.isEmpty { layout.attributesAdjustment = OverrideApplier(overrides: overrides) }
        return layout
    }

    /// A new layout object configured as the document's `layout` says.
    private func makeConfiguredLayout() -> CollectionViewLayout {
        switch layout {
        case .grid(let grid):
            let layout = CollectionViewGridLayout()
            layout.itemSize = grid.itemSize
            layout.interitemSpacing = grid.interitemSpacing
            layout.lineSpacing = grid.lineSpacing
            return layout
        case .stretchy(let settings): return StretchyHeaderLayout(settings: settings)
        case .compositional(let specification):
            return CompositionalLayout(
                sectionProvider: { index, _ in specification.makeSection(index) },
                configuration: specification.makeConfiguration())
        case .waterfall(let specification): return makeWaterfallLayout(specification)
        case .registered(let name, let settings):
            // Validated against the registry when the document was read.
            return LayoutRegistry.declaredLayout(named: name)?.make(settings) ?? CollectionViewFlowLayout()
        case .flow(let flow):
            let layout = flow.snap == .none ? CollectionViewFlowLayout() : snappingFlowLayout(flow.snap)
            layout.scrollDirection = flow.scrollDirection == .horizontal ? .horizontal : .vertical
            layout.itemSize = flow.itemSize
            layout.minimumLineSpacing = flow.minimumLineSpacing
            layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
            layout.sectionInset = flow.sectionInset
            layout.sectionInsetReference = flow.sectionInsetReference
            layout.headerReferenceSize = flow.headerReferenceSize
            layout.footerReferenceSize = flow.footerReferenceSize
            layout.sectionHeadersPinToVisibleBounds = flow.sectionHeadersPinToVisibleBounds
            layout.sectionFootersPinToVisibleBounds = flow.sectionFootersPinToVisibleBounds
            if let alignment = flow.lineAlignment.flatMap({ FlowLayoutLineAlignment(rawValue: $0.rawValue) }) {
                layout.lineAlignment = alignment
            }
            if let alignment = flow.lastLineAlignment.flatMap({ FlowLayoutLineAlignment(rawValue: $0.rawValue) }) {
                layout.lastLineAlignment = alignment
            }
            if sections.contains(where: { $0.itemSizes != nil }) {
                let sizes = sections.map(\.itemSizes)
                let fallback = flow.itemSize
                layout.sizeForItem = { indexPath in
                    guard sizes.indices.contains(indexPath.section), let section = sizes[indexPath.section],
                        section.indices.contains(indexPath.item)
                    else { return fallback }
                    return section[indexPath.item]
                }
            }
            return layout
        }
    }

    /// A flow layout whose flings snap as `behavior` says (`snap: centerItem | paging`).
    private func snappingFlowLayout(_ behavior: ScrollSnapBehavior) -> CollectionViewFlowLayout {
        let layout = CollectionViewSnappingFlowLayout()
        layout.snapBehavior = behavior
        return layout
    }

    /// The data source holding the document's item counts.
    public func makeDataSource() -> InMemoryDataSource {
        InMemoryDataSource(itemCounts: itemCounts)
    }

    /// A headless collection view with the document's viewport, environment (device, safe area,
    /// margins, traits), content inset, offset, layout and data, laid out and ready to query.
    public func makeCollectionView() -> CollectionView {
        // A layout made here may read the screen as it is created.
        Screen.showing(screenEnvironment) { makeCollectionView(layout: makeLayout(), dataSource: makeDataSource()) }
    }

    /// The environment the document's collection view gets: its device's and `environment`'s,
    /// in its viewport.
    var screenEnvironment: ViewEnvironment {
        var environment = self.environment.resolved()
        environment.viewSize = viewport
        return environment
    }

    /// A headless collection view showing `layout` and `dataSource` in the document's viewport
    /// and environment, at its content inset and offset, laid out.
    public func makeCollectionView(layout: CollectionViewLayout, dataSource: CollectionViewDataSource)
        -> CollectionView
    {
        let collectionView = CollectionView(
            frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout, dataSource: dataSource)
        let environment = screenEnvironment
        // Shown in a window of its screen, as on iOS: library code waits for one (`window != nil`).
        collectionView.show(in: Window(frame: environment.screenBounds))
        environment.apply(to: collectionView)
        let traits = environment.traits
        collectionView.contentInset = contentInset
        // Unset, the offset stays where a scroll view rests before anyone scrolls it: the
        // content starts inside the adjusted inset (below the status bar, beside the camera
        // housing), which the collection view keeps as the inset changes, as UIKit does.
        if setsContentOffset { collectionView.contentOffset = contentOffset }
        if sections.contains(where: { $0.texts != nil }) {
            let texts = sections.map { $0.texts ?? [] }
            let category = traits.preferredContentSizeCategory
            collectionView.cellSizeFitting = { indexPath, fitting in
                guard texts.indices.contains(indexPath.section),
                    texts[indexPath.section].indices.contains(indexPath.item)
                else { return fitting }
                let text = texts[indexPath.section][indexPath.item]
                return CGSize(
                    width: fitting.width,
                    height: TextCellMeasure.height(of: text, width: fitting.width, category: category))
            }
        }
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// The placeholder for a cell's 1-based position counted through all sections, as the
    /// figures of Apple's guide number cells; filled here because it needs the item counts.
    public static let numberPlaceholder = "{number}"

    /// Every placeholder a document's label template may use: `LabelTemplate`'s and `number`.
    static let labelPlaceholders = LabelTemplate.placeholders + ["number"]

    /// Per-element label texts for `attributes`: section header and footer titles, and cell
    /// labels when the cell template uses `{number}`.
    public func elementLabels(for attributes: [CollectionViewLayoutAttributes]) -> [ElementKey: String] {
        var labels = elementLabels
        guard let template = style.cell.label ?? style.label, template.contains(Self.numberPlaceholder) else {
            return labels
        }
        var firstNumber: [Int] = []
        var running = 1
        for count in itemCounts {
            firstNumber.append(running)
            running += count
        }
        for element in attributes where element.representedElementCategory == .cell {
            let indexPath = element.indexPath
            guard firstNumber.indices.contains(indexPath.section) else { continue }
            let number = String(firstNumber[indexPath.section] + indexPath.item)
            let filled = template.replacingOccurrences(of: Self.numberPlaceholder, with: number)
            labels[element.elementKey] = LabelTemplate.render(filled, for: element.elementKey)
        }
        return labels
    }

    /// Per-element label texts from the document: items' texts, section header and footer
    /// titles, and the titles of supplementary views of other kinds.
    public var elementLabels: [ElementKey: String] {
        var labels: [ElementKey: String] = [:]
        for (index, section) in sections.enumerated() {
            for (item, text) in (section.texts ?? []).enumerated() {
                labels[.cell(IndexPath(item: item, section: index))] = text
            }
            let indexPath = IndexPath(item: 0, section: index)
            if let title = section.headerTitle {
                labels[.supplementary(CollectionElementKind.sectionHeader, indexPath)] = title
            }
            if let title = section.footerTitle {
                labels[.supplementary(CollectionElementKind.sectionFooter, indexPath)] = title
            }
            for (kind, titles) in section.supplementaryTitles {
                for (item, title) in titles.enumerated() {
                    labels[.supplementary(kind, IndexPath(item: item, section: index))] = title
                }
            }
        }
        return labels
    }
}
