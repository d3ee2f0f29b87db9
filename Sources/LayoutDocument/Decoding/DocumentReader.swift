import CollectionLayout
import Foundation
import LayoutStyle
import LayoutSupport

/// Reads the model types from a validated `SpecValue` tree, through the declarations that also
/// describe it (`WrittenDocument.fields`), and checks what the schema cannot express: per-item
/// sizes need a flow layout, titles need views to draw them, overrides and annotations must name
/// existing elements, the change and the scroll must suit the data and the layout.
struct DocumentReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The device the command line names, which replaces the document's `device`.
    var deviceOverride: DeviceSelection?
    /// The budget the document's parts are read within (an update's size, before it is checked).
    var budget = DocumentBudget.standard

    init(file: String) {
        self.file = file
    }

    /// The locations of the top-level keys and of the keys one level down, except the entries
    /// of maps (`overrides`, keyed by element): no message after decoding is located by those,
    /// and a document may have thousands.
    static func keyLocations(_ root: SpecValue) -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        for entry in root.entries {
            locations[entry.key] = entry.value.location
            guard !mapKeys.contains(entry.key) else { continue }
            for inner in entry.value.entries { locations["\(entry.key).\(inner.key)"] = inner.value.location }
        }
        return locations
    }

    /// The top-level keys whose values are maps.
    private static let mapKeys = Set(
        WrittenDocument.fields.fields.filter {
            if case .map = $0.property.shape { true } else { false }
        }.map(\.property.name))

    /// The document `root` is, read by `fields` (the declarations the validator checked `root`
    /// against).
    mutating func document(
        from root: SpecValue, fields: DocumentObject<WrittenDocument> = WrittenDocument.fields
    ) -> LayoutDocument {
        var written = WrittenDocument()
        fields.read(root, into: &written, diagnostics: &diagnostics) { WrittenDocument.readFirst.contains($0) }
        let layout = written.layout
        let sections = written.sections.map(\.specification)
        checkItemSizes(written.sections, layout: layout)
        if written.transition == nil { checkTitlesAreDrawn(written.sections, layout: layout) }
        // The change and the scroll are read against the layout and sections, so only when
        // those are sound; a bad override or style does not hide their problems.
        let soundSections = diagnostics.isEmpty
        fields.read(root, into: &written, diagnostics: &diagnostics) { !WrittenDocument.readFirst.contains($0) }
        removeOverridesOfMissingElements(&written.overrides, sections: sections)
        let (change, scroll) =
            soundSections ? changeAndScroll(of: written, sections: sections, layout: layout) : (nil, nil)
        var document = LayoutDocument(
            version: written.version,
            viewport: written.viewport ?? .zero,
            contentOffset: written.contentOffset ?? .zero,
            contentInset: written.contentInset,
            layout: layout,
            sections: sections,
            style: written.style,
            render: written.render,
            overrides: written.overrides,
            change: change,
            animationOptions: written.animation,
            scroll: scroll,
            file: file)
        setEnvironment(of: &document, from: written, at: root.location)
        document.check = written.check
        for entry in written.views { document.views[entry.key] = entry.value }
        document.keyLocations = Self.keyLocations(root)
        document.annotations = annotations(written.annotations, sections: sections)
        checkIgnoreRegions(of: document, isAnimated: change != nil || scroll != nil)
        return document
    }

    /// The document's change (its `updates` or `transition`) and its `scroll`, read against
    /// `sections` and `layout`: only called when those were read without a problem.
    private mutating func changeAndScroll(
        of written: WrittenDocument, sections: [SectionSpecification], layout: LayoutSpecification
    ) -> (DocumentAnimation.Change?, ScrollSpecification?) {
        var animationReader = AnimationReader(
            sections: sections, updates: written.updates, transition: written.transition, budget: budget)
        let change = animationReader.change()
        diagnostics += animationReader.diagnostics
        var scroll: ScrollSpecification?
        if let section = written.scroll {
            var scrollReader = ScrollSectionReader(section: section, layout: layout)
            scroll = scrollReader.read()
            diagnostics += scrollReader.diagnostics
        }
        return (change, scroll)
    }

    /// Sets `document`'s environment from `written`, the command line's device replacing the
    /// document's, and its viewport to the environment's view size; without one (no `viewport`
    /// and no `device`) reports the missing key at `location`, the document's.
    private mutating func setEnvironment(
        of document: inout LayoutDocument, from written: WrittenDocument, at location: SourceLocation
    ) {
        document.setsContentOffset = written.contentOffset != nil
        document.environment = written.environment
        document.environment.device = deviceOverride ?? written.device
        document.environment.viewport = written.viewport
        if let viewSize = document.environment.viewSize {
            document.viewport = viewSize
        } else {
            diagnostics.append(
                Diagnostic(
                    .missingKey, at: location,
                    "missing required key `viewport` (the collection view's width and height), or name a `device`"))
        }
    }

    /// Reports `check.ignore` in an animated document (`isAnimated`: it has a change or a
    /// scroll): its film strip is compared, where ignore regions do not apply.
    private mutating func checkIgnoreRegions(of document: LayoutDocument, isAnimated: Bool) {
        if let ignore = document.keyLocations["check.ignore"], isAnimated {
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: ignore,
                    "ignore regions apply to still figures; `check` compares this document's film strip "
                        + "(it has `updates`, `transition` or `scroll`): allow differences with maxPixels or maxRatio"))
        }
    }

    /// The `annotations` list: each entry one of `spacing: [A, B]`, `inset: A` with `edge`, or
    /// `callout: A` with `text`, naming single existing elements.
    mutating func annotations(
        _ written: [Located<WrittenAnnotation>], sections: [SectionSpecification]
    ) -> [FigureAnnotation] {
        var result: [FigureAnnotation] = []
        for entry in written {
            let annotation = entry.value
            let kinds = [
                ("spacing", annotation.spacing != nil), ("inset", annotation.inset != nil),
                ("callout", annotation.callout != nil),
            ].filter(\.1).map(\.0)
            guard kinds.count == 1 else {
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: entry.location,
                        "expected exactly one of `spacing`, `inset` or `callout`, found \(kinds.isEmpty ? "none" : kinds.joined(separator: " and "))"
                    ))
                continue
            }
            func element(_ located: Located<WrittenAnnotation.Element>?) -> ElementSelector? {
                guard let located else { return nil }
                let selector = located.value.selector
                guard selector.section != nil, selector.target != .cell || selector.item != nil else {
                    diagnostics.append(
                        Diagnostic(
                            .invalidValue, at: located.location,
                            "expected one element, found the pattern `\(located.value.key)`"))
                    return nil
                }
                if let problem = Self.rangeProblem(of: selector, sections: sections) {
                    diagnostics.append(Diagnostic(.outOfRange, at: located.location, problem))
                    return nil
                }
                return selector
            }
            if let pair = annotation.spacing {
                if pair.count == 2, let first = element(pair.first), let second = element(pair.last) {
                    result.append(.spacing(first, second))
                }
            } else if let inset = annotation.inset {
                guard let edge = annotation.edge else {
                    diagnostics.append(
                        Diagnostic(.missingKey, at: entry.location, "an inset needs `edge`: left, top, right or bottom")
                    )
                    continue
                }
                if let selector = element(inset) { result.append(.inset(selector, edge: edge)) }
            } else if let callout = annotation.callout {
                guard let text = annotation.text else {
                    diagnostics.append(Diagnostic(.missingKey, at: entry.location, "a callout needs `text`"))
                    continue
                }
                if let selector = element(callout) { result.append(.callout(selector, text: text)) }
            }
        }
        return result
    }

    // MARK: - Sections

    private mutating func checkItemSizes(_ sections: [WrittenSection], layout: LayoutSpecification) {
        if case .flow = layout { return }
        if case .waterfall = layout { return }
        for (index, section) in sections.enumerated() {
            guard let location = section.sizesLocation else { continue }
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: location,
                    "expected an item count: per-item sizes need `type: flow`; the \(layout.typeName) layout"
                        + " uses one item size"
                        + " (section \(index))"))
        }
    }

    /// A section's `header` or `footer` title in a flow layout that draws no such view (its
    /// reference size is 0 along the scroll axis: "no header is added", Apple's
    /// `UICollectionViewFlowLayout.headerReferenceSize` page) would draw
    /// nothing and say nothing: it is refused where it is written, naming the size to set. (A
    /// document with a `transition` may title the views its second layout draws.)
    private mutating func checkTitlesAreDrawn(_ sections: [WrittenSection], layout: LayoutSpecification) {
        guard case .flow(let flow) = layout else { return }
        let vertical = flow.scrollDirection == .vertical
        for (key, location, size) in [
            ("header", \WrittenSection.headerLocation, flow.headerReferenceSize),
            ("footer", \WrittenSection.footerLocation, flow.footerReferenceSize),
        ] {
            guard (vertical ? size.height : size.width) <= 0 else { continue }
            for section in sections {
                guard let location = section[keyPath: location] else { continue }
                let (dimension, example) =
                    vertical ? ("height", "{width: 0, height: 44}") : ("width", "{width: 44, height: 0}")
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: location,
                        "the flow layout draws no section \(key)s: layout.\(key)ReferenceSize has no \(dimension)"
                            + " along its scroll direction; set one, e.g. `\(key)ReferenceSize: \(example)`"))
            }
        }
    }

    // MARK: - Overrides

    /// Removes the overrides of elements the sections do not have, reporting each.
    mutating func removeOverridesOfMissingElements(
        _ overrides: inout [ElementOverride], sections: [SectionSpecification]
    ) {
        overrides.removeAll { override in
            guard let problem = Self.rangeProblem(of: override.selector, sections: sections) else { return false }
            if let location = override.location { diagnostics.append(Diagnostic(.outOfRange, at: location, problem)) }
            return true
        }
    }

    /// Why `selector` names no element, or nil when it names at least one.
    static func rangeProblem(of selector: ElementSelector, sections: [SectionSpecification]) -> String? {
        guard let section = selector.section else { return nil }
        guard section < sections.count else {
            return "expected a section below \(sections.count), found \(section) (the document has "
                + "\(sections.count) section\(sections.count == 1 ? "" : "s"))"
        }
        guard selector.target == .cell, let item = selector.item else { return nil }
        let count = sections[section].itemCount
        guard item < count else {
            return "expected an item below \(count) in section \(section), found \(item)"
        }
        return nil
    }
}
