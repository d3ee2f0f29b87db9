import CollectionLayout
import Foundation
import LayoutRendering

extension LayoutDocument {
    /// The document's `views` as a figure's view provider: each element whose kind names a
    /// registered view is drawn as a new instance of its class — configured with the
    /// document's data, given the element's attributes (`apply(_:)`, custom attributes
    /// included) and laid out (`layoutSubviews()`) — every time it is drawn, so a scroll or an
    /// animation shows what `apply(_:)` makes of each frame's attributes. Nil when the document
    /// names no views.
    public func viewContentProvider() -> ViewContentProvider? {
        let registered = views.compactMapValues { LayoutRegistry.shared.view(named: $0) }
        guard !registered.isEmpty else { return nil }
        let sections = sections
        return ViewContentProvider { attributes in
            let kind = Self.viewKind(of: attributes)
            guard let registration = registered[kind] else { return nil }
            let view = registration.viewClass.init(frame: attributes.frame)
            let element = RegisteredView.Element(
                indexPath: attributes.indexPath, kind: kind, text: Self.text(of: attributes, in: sections))
            registration.configure?(view, element)
            ViewClassRegistry.prepare(view, with: attributes)
            return ViewSceneNodes.nodes(for: view)
        }
    }

    /// The `views` key of `attributes`' element: `cell`, `header`, `footer`, or its kind.
    static func viewKind(of attributes: CollectionViewLayoutAttributes) -> String {
        switch attributes.representedElementKind {
        case nil: "cell"
        case CollectionElementKind.sectionHeader: "header"
        case CollectionElementKind.sectionFooter: "footer"
        case let kind?: kind
        }
    }

    /// An item's text or a section's header or footer title, from the document's sections.
    private static func text(of attributes: CollectionViewLayoutAttributes, in sections: [SectionSpecification])
        -> String?
    {
        let indexPath = attributes.indexPath
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch attributes.representedElementKind {
        case nil:
            guard let texts = section.texts, texts.indices.contains(indexPath.item) else { return nil }
            return texts[indexPath.item]
        case CollectionElementKind.sectionHeader: return section.headerTitle
        case CollectionElementKind.sectionFooter: return section.footerTitle
        default: return nil
        }
    }
}
