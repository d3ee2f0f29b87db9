import CollectionLayout
import Foundation
import LayoutStyle
import LayoutSupport

/// Reads the model types from a validated `SpecValue` tree and checks what the schema cannot
/// express (per-item sizes need a flow layout, overrides must name existing elements).
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
        DocumentSchema.topLevelProperties.filter {
            if case .map = $0.shape { true } else { false }
        }.map(\.name))

    mutating func document(from root: SpecValue) -> LayoutDocument {
        let layout = layoutSpecification(root["layout"])
        var sections: [SectionSpecification] = []
        for entry in root["sections"]?.elements ?? [] { sections.append(section(from: entry)) }
        checkItemSizes(root["sections"], layout: layout)
        if root["transition"] == nil { checkTitlesAreDrawn(root["sections"], layout: layout) }
        // The change and the scroll are read against the layout and sections, so only when
        // those are sound; a bad override or style does not hide their problems.
        let soundSections = diagnostics.isEmpty
        let overrides = elementOverrides(root["overrides"], sections: sections)
        let documentStyle = read(root["style"], by: StyleSpecification.fields, into: StyleSpecification())
        var change: DocumentAnimation.Change?
        var animationOptions = AnimationOptions()
        var scroll: ScrollSpecification?
        if soundSections {
            var animationReader = AnimationReader(sections: sections, root: root, budget: budget)
            change = animationReader.change()
            diagnostics += animationReader.diagnostics
            animationOptions = read(root["animation"], by: AnimationOptions.fields, into: AnimationOptions())
            if let section = root["scroll"] {
                var scrollReader = ScrollSectionReader(section: section, layout: layout)
                scroll = scrollReader.read()
                diagnostics += scrollReader.diagnostics
            }
        }
        var document = LayoutDocument(
            version: root["version"]?.integer ?? DocumentSchema.currentVersion,
            viewport: size(root["viewport"]) ?? .zero,
            contentOffset: point(root["contentOffset"]),
            contentInset: insets(root["contentInset"]),
            layout: layout,
            sections: sections,
            style: documentStyle,
            render: read(root["render"], by: DocumentRenderOptions.fields, into: DocumentRenderOptions()),
            overrides: overrides,
            change: change,
            animationOptions: animationOptions,
            scroll: scroll,
            file: file)
        document.setsContentOffset = root["contentOffset"] != nil
        document.environment = environment(root)
        if let viewSize = document.environment.viewSize {
            document.viewport = viewSize
        } else {
            diagnostics.append(
                Diagnostic(
                    .missingKey, at: root.location,
                    "missing required key `viewport` (the collection view's width and height), or name a `device`"))
        }
        document.check = read(root["check"], by: DocumentCheckSettings.fields, into: DocumentCheckSettings())
        for entry in root["views"]?.entries ?? [] { document.views[entry.key] = entry.value.string }
        document.keyLocations = Self.keyLocations(root)
        document.annotations = annotations(root["annotations"], sections: sections)
        if let ignore = root["check"]?["ignore"], change != nil || scroll != nil {
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: ignore.location,
                    "ignore regions apply to still figures; `check` compares this document's film strip "
                        + "(it has `updates`, `transition` or `scroll`): allow differences with maxPixels or maxRatio"))
        }
        return document
    }

    /// The `annotations` list: each entry one of `spacing: [A, B]`, `inset: A` with `edge`, or
    /// `callout: A` with `text`, naming single existing elements.
    mutating func annotations(_ value: SpecValue?, sections: [SectionSpecification]) -> [FigureAnnotation] {
        var result: [FigureAnnotation] = []
        for entry in value?.elements ?? [] {
            let kinds = ["spacing", "inset", "callout"].filter { entry[$0] != nil }
            guard kinds.count == 1, let kind = kinds.first else {
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: entry.location,
                        "expected exactly one of `spacing`, `inset` or `callout`, found \(kinds.isEmpty ? "none" : kinds.joined(separator: " and "))"
                    ))
                continue
            }
            func element(_ value: SpecValue?) -> ElementSelector? {
                guard let value, let key = value.string, let selector = ElementSelector(key: key) else { return nil }
                guard selector.section != nil, selector.target != .cell || selector.item != nil else {
                    diagnostics.append(
                        Diagnostic(
                            .invalidValue, at: value.location, "expected one element, found the pattern `\(key)`"))
                    return nil
                }
                if let problem = Self.rangeProblem(of: selector, sections: sections) {
                    diagnostics.append(Diagnostic(.outOfRange, at: value.location, problem))
                    return nil
                }
                return selector
            }
            switch kind {
            case "spacing":
                let pair = entry["spacing"]?.elements ?? []
                if let first = element(pair.first), let second = element(pair.last), pair.count == 2 {
                    result.append(.spacing(first, second))
                }
            case "inset":
                guard let edge = entry["edge"]?.string.flatMap(FigureAnnotation.Edge.init) else {
                    diagnostics.append(
                        Diagnostic(.missingKey, at: entry.location, "an inset needs `edge`: left, top, right or bottom")
                    )
                    continue
                }
                if let selector = element(entry["inset"]) { result.append(.inset(selector, edge: edge)) }
            default:
                guard let text = entry["text"]?.string else {
                    diagnostics.append(Diagnostic(.missingKey, at: entry.location, "a callout needs `text`"))
                    continue
                }
                if let selector = element(entry["callout"]) { result.append(.callout(selector, text: text)) }
            }
        }
        return result
    }

    /// `value` read by `object` into `initial` (`initial` itself when the key is absent).
    mutating func read<Model>(_ value: SpecValue?, by object: DocumentObject<Model>, into initial: Model) -> Model {
        var model = initial
        if let value { object.read(value, into: &model, diagnostics: &diagnostics) }
        return model
    }

    // MARK: - Geometry

    func size(_ value: SpecValue?) -> CGSize? { DocumentValues.size.value(of: value) }

    func point(_ value: SpecValue?) -> CGPoint { DocumentValues.point.value(of: value) ?? .zero }

    func insets(_ value: SpecValue?) -> EdgeInsets { DocumentValues.insets.value(of: value) ?? .zero }

    // MARK: - Layout

    mutating func layoutSpecification(_ value: SpecValue?) -> LayoutSpecification {
        switch value?["type"]?.string {
        case "stretchy":
            return .stretchy(read(value, by: StretchyLayoutSettings.fields, into: StretchyLayoutSettings()))
        case "compositional":
            return .compositional(
                read(value, by: CompositionalLayoutSpecification.fields, into: CompositionalLayoutSpecification()))
        case "waterfall":
            return .waterfall(
                read(value, by: WaterfallLayoutSpecification.fields, into: WaterfallLayoutSpecification()))
        case "grid": return .grid(read(value, by: GridLayoutSpecification.fields, into: GridLayoutSpecification()))
        case let name?:
            if let value, let registered = LayoutRegistry.declaredLayout(named: name) {
                return .registered(name: name, settings: registeredSettings(value, of: registered))
            }
        default: break
        }
        return .flow(read(value, by: FlowLayoutSpecification.fields, into: FlowLayoutSpecification()))
    }

    /// A declared layout's settings as the validated document gives them.
    func registeredSettings(_ value: SpecValue, of layout: RegisteredLayout) -> LayoutSettings {
        var values: [String: LayoutSettings.Value] = [:]
        for setting in layout.settings {
            guard let given = value[setting.name] else { continue }
            if case .size = setting.kind {
                if let size = size(given) { values[setting.name] = .size(size) }
            } else if let number = given.number {
                values[setting.name] = .number(number)
            } else if let boolean = given.boolean {
                values[setting.name] = .boolean(boolean)
            } else if let string = given.string {
                values[setting.name] = .string(string)
            }
        }
        return LayoutSettings(values: values, declared: layout.settings)
    }

    // MARK: - Sections

    mutating func section(from value: SpecValue) -> SectionSpecification {
        if let count = value.integer { return SectionSpecification(itemCount: count) }
        let items = value["items"]
        let entries = items.flatMap { $0.integer == nil ? $0.elements : nil } ?? []
        let texts = entries.compactMap(\.string)
        if let items, !texts.isEmpty, texts.count != entries.count {
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: items.location, "expected either a size for every item or a text for every item")
            )
        }
        var section = SectionSpecification(
            itemCount: items?.integer ?? entries.count,
            itemSizes: texts.isEmpty && items?.integer == nil ? entries.compactMap(size) : nil,
            headerTitle: value["header"]?.string, footerTitle: value["footer"]?.string)
        if !texts.isEmpty { section.texts = texts }
        for (key, kind) in [
            ("header", CollectionElementKind.sectionHeader), ("footer", CollectionElementKind.sectionFooter),
        ] {
            if let title = value[key], title.string != nil { section.titleLocations[kind] = title.location }
        }
        for entry in value["supplementary"]?.entries ?? [] {
            // A title names the section's one view of the kind (item 0); a list, one per item.
            let titles = entry.value.string.map { [$0] } ?? entry.value.elements.compactMap(\.string)
            if !titles.isEmpty {
                section.supplementaryTitles[entry.key] = titles
                section.titleLocations[entry.key] = entry.value.location
            }
        }
        return section
    }

    private mutating func checkItemSizes(_ sections: SpecValue?, layout: LayoutSpecification) {
        if case .flow = layout { return }
        if case .waterfall = layout { return }
        for (index, section) in (sections?.elements ?? []).enumerated() {
            guard let items = section["items"], items.integer == nil, items.elements.first?.string == nil else {
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: items.location,
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
    private mutating func checkTitlesAreDrawn(_ sections: SpecValue?, layout: LayoutSpecification) {
        guard case .flow(let flow) = layout else { return }
        let vertical = flow.scrollDirection == .vertical
        for (key, size) in [("header", flow.headerReferenceSize), ("footer", flow.footerReferenceSize)] {
            guard (vertical ? size.height : size.width) <= 0 else { continue }
            for section in sections?.elements ?? [] {
                guard let title = section[key], title.string != nil else { continue }
                let (dimension, example) =
                    vertical ? ("height", "{width: 0, height: 44}") : ("width", "{width: 44, height: 0}")
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: title.location,
                        "the flow layout draws no section \(key)s: layout.\(key)ReferenceSize has no \(dimension)"
                            + " along its scroll direction; set one, e.g. `\(key)ReferenceSize: \(example)`"))
            }
        }
    }

    // MARK: - Style and render

    // MARK: - Overrides

    mutating func elementOverrides(_ value: SpecValue?, sections: [SectionSpecification]) -> [ElementOverride] {
        let entries = value?.entries ?? []
        var overrides: [ElementOverride] = []
        overrides.reserveCapacity(entries.count)
        for item in entries {
            let (key, keyLocation, entry) = (item.key, item.keyLocation, item.value)
            guard let selector = ElementSelector(key: key) else {
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: keyLocation,
                        "expected `S-I`, `header S`, `footer S`, `KIND S[-I]` or `decoration KIND S[-I]`, found `\(key)`"
                    ))
                continue
            }
            if let problem = Self.rangeProblem(of: selector, sections: sections) {
                diagnostics.append(Diagnostic(.outOfRange, at: keyLocation, problem))
                continue
            }
            // One pass over the entry's keys (a mapping has each at most once): a document may
            // have thousands of entries, and looking each property up scanned them all.
            var override = ElementOverride(selector: selector)
            override.location = keyLocation
            ElementOverride.fields.read(entry, into: &override, diagnostics: &diagnostics)
            overrides.append(override)
        }
        return overrides
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
