import CollectionLayout
import Foundation
import LayoutDocument
import LayoutImage
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
        let images = NamedImages(folder: URL(fileURLWithPath: file).deletingLastPathComponent())
        // The views' dynamic colours resolve for the document's traits (its appearance).
        let traits = environment.resolved().traits
        return ViewContentProvider { attributes in
            let kind = Self.viewKind(of: attributes)
            guard let registration = registered[kind] else { return nil }
            let view = registration.viewClass.init(frame: attributes.frame)
            let element = RegisteredView.Element(
                indexPath: attributes.indexPath, kind: kind, text: Self.text(of: attributes, in: sections))
            registration.configure?(view, element)
            ViewClassRegistry.prepare(view, with: attributes)
            return ViewSceneNodes.nodes(for: view, images: images.image(named:), traits: traits)
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

    /// An item's text or a section's header, footer or other supplementary title, from the document's sections.
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
        case let kind?:
            guard let titles = section.supplementaryTitles[kind], titles.indices.contains(indexPath.item) else {
                return nil
            }
            return titles[indexPath.item]
        }
    }
}

/// The images a document's views name (`UIImage(named: "team-photo")`): PNG files in the
/// document's folder, `team-photo.png` or the name as given, read once each. Only a plain file
/// name is looked up (no folders, nothing hidden), files over 16 MiB or 4096 × 4096 pixels are
/// not read, and an image that cannot be read is drawn as a placeholder.
final class NamedImages {
    /// The largest file read, in bytes.
    static let byteLimit = 16 << 20
    /// The most pixels decoded.
    static let pixelLimit = 4096 * 4096

    private let folder: URL
    private var loaded: [String: (png: Data, pixels: RGBAImage)?] = [:]

    init(folder: URL) {
        self.folder = folder
    }

    /// The image called `name`, or nil.
    func image(named name: String) -> (png: Data, pixels: RGBAImage)? {
        if let known = loaded[name] { return known }
        let image = read(name)
        loaded[name] = image
        return image
    }

    private func read(_ name: String) -> (png: Data, pixels: RGBAImage)? {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\") else { return nil }
        for candidate in [name + ".png", name] {
            let url = folder.appendingPathComponent(candidate)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let data = try? BoundedFile.read(url.path, atMost: Self.byteLimit),
                let pixels = try? PNGDecoder.decode(data, pixelLimit: Self.pixelLimit)
            else { continue }
            return (data, pixels)
        }
        return nil
    }
}
