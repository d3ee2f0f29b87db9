import CollectionLayout
import Foundation
import LayoutStyle

/// Attribute overrides for the elements that a selector matches (`overrides:` in a document).
///
/// Overrides are applied to the layout's attributes after the layout computed them, in
/// document order; a later entry replaces only the properties it sets.
public struct ElementOverride: Sendable, Equatable {
    /// Which elements the override applies to.
    public var selector: ElementSelector
    /// The transform, or nil to keep the layout's.
    public var transform: CATransform3D?
    /// The alpha (0…1), or nil to keep the layout's.
    public var alpha: CGFloat?
    /// The zIndex (larger draws on top), or nil to keep the layout's.
    public var zIndex: Int?
    /// Whether the element is hidden (not drawn), or nil to keep the layout's.
    public var isHidden: Bool?
    /// How the element looks (`fill`, `stroke`, `text` colour, `cornerRadius`, `legend` name),
    /// on top of the theme; drawn, not laid out.
    public var appearance = ElementAppearance()
    /// The label text (`label`), replacing the template; nil keeps it.
    public var label: String?
    /// Where the document writes the override's key, for warnings about it; nil when made in code.
    public var location: SourceLocation?

    /// An override of the elements `selector` matches; nil properties keep the layout's values.
    public init(
        selector: ElementSelector, transform: CATransform3D? = nil, alpha: CGFloat? = nil, zIndex: Int? = nil,
        isHidden: Bool? = nil
    ) {
        self.selector = selector
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Sets the overridden properties on `attributes` (a copy the caller owns).
    public func apply(to attributes: CollectionViewLayoutAttributes) {
        if let transform { attributes.transform3D = transform }
        if let alpha { attributes.alpha = alpha }
        if let zIndex { attributes.zIndex = zIndex }
        if let isHidden { attributes.isHidden = isHidden }
    }
}

/// Which elements an override or annotation applies to, with `*` wildcards for numbers:
/// `S-I` a cell; `header S`, `footer S` a section's header or footer; `KIND S-I` or `KIND S`
/// (any item) a supplementary view of a layout's own kind (`column-header 0`, `badge 0-2`);
/// `decoration KIND S[-I]` a decoration view (`decoration background 1`). A kind is a letter or
/// `_` followed by up to 99 letters, digits, `_`, `.` or `-`, and not `cell` or `decoration`.
public struct ElementSelector: Sendable, Equatable, CustomStringConvertible {
    /// The element category and, for supplementary and decoration views, the kind.
    public enum Target: Sendable, Hashable {
        case cell
        case header
        case footer
        /// A supplementary view of this kind (not the section header or footer).
        case supplementary(String)
        /// A decoration view of this kind.
        case decoration(String)
    }

    /// Whether cells, section headers, section footers or views of a kind are selected.
    public var target: Target
    /// The section, or nil for any.
    public var section: Int?
    /// The item, or nil for any (a header or footer has none).
    public var item: Int?

    /// A selector of `target` in `section` and `item`; nil matches any.
    public init(target: Target, section: Int?, item: Int? = nil) {
        self.target = target
        self.section = section
        self.item = item
    }

    /// Parses a key matching `DocumentSchema.elementPattern`; nil otherwise.
    public init?(key: String) {
        // Most keys are `S-I` in ASCII digits: read those byte by byte, the rest by the rules below.
        if let plain = PlainCellKey(key) {
            self.init(target: .cell, section: plain.section, item: plain.item)
            return
        }
        func number(_ text: Substring) -> Int?? {
            if text == "*" { return .some(nil) }
            guard let value = Int(text), value >= 0 else { return nil }
            return .some(value)
        }
        /// `S` (any item) or `S-I`.
        func position(_ text: Substring) -> (section: Int?, item: Int??)? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let section = number(parts[0]) else { return nil }
            guard parts.count == 2 else { return (section, .some(nil)) }
            guard let item = number(parts[1]) else { return nil }
            return (section, .some(item))
        }
        let words = key.split(separator: " ", omittingEmptySubsequences: false)
        switch words.count {
        case 1:
            let parts = key.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = number(parts[0]), let item = number(parts[1]) else { return nil }
            self.init(target: .cell, section: section, item: item)
        case 2:
            guard Self.isKind(words[0]), let place = position(words[1]) else { return nil }
            let kind = String(words[0])
            let sectionOnly = !words[1].contains("-")
            switch kind {
            case "header" where sectionOnly: self.init(target: .header, section: place.section)
            case "footer" where sectionOnly: self.init(target: .footer, section: place.section)
            case "header":
                self.init(target: .supplementary(CollectionElementKind.sectionHeader), section: place.section)
            case "footer":
                self.init(target: .supplementary(CollectionElementKind.sectionFooter), section: place.section)
            default: self.init(target: .supplementary(kind), section: place.section)
            }
            item = place.item ?? nil
        case 3:
            guard words[0] == "decoration", Self.isKind(words[1]), let place = position(words[2]) else { return nil }
            self.init(target: .decoration(String(words[1])), section: place.section, item: place.item ?? nil)
        default:
            return nil
        }
    }

    /// Whether `text` is a kind: a letter or `_`, then up to 99 letters, digits, `_`, `.` or `-`
    /// (ASCII), but not `cell` or `decoration`, which say what a key is.
    static func isKind<Text: StringProtocol>(_ text: Text) -> Bool {
        guard text != "cell", text != "decoration" else { return false }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, (1...100).contains(scalars.count),
            first.isASCIILetter || first == "_"
        else { return false }
        return scalars.dropFirst().allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0)
        }
    }

    /// Whether the element described by `attributes` is selected.
    public func matches(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        if let section, section != indexPath.section { return false }
        if let item, item != indexPath.item { return false }
        switch target {
        case .cell:
            return attributes.representedElementCategory == .cell
        case .header:
            return attributes.representedElementKind == CollectionElementKind.sectionHeader
        case .footer:
            return attributes.representedElementKind == CollectionElementKind.sectionFooter
        case .supplementary(let kind):
            return attributes.representedElementCategory == .supplementaryView
                && attributes.representedElementKind == kind
        case .decoration(let kind):
            return attributes.representedElementCategory == .decorationView
                && attributes.representedElementKind == kind
        }
    }

    /// The key as written in a document.
    public var description: String {
        let section = self.section.map(String.init) ?? "*"
        let place = section + (item.map { "-\($0)" } ?? "")
        switch target {
        case .cell: return "\(section)-\(item.map(String.init) ?? "*")"
        case .header: return "header \(section)"
        case .footer: return "footer \(section)"
        case .supplementary(CollectionElementKind.sectionHeader):
            return "header \(section)-\(item.map(String.init) ?? "*")"
        case .supplementary(CollectionElementKind.sectionFooter):
            return "footer \(section)-\(item.map(String.init) ?? "*")"
        case .supplementary(let kind): return "\(kind) \(place)"
        case .decoration(let kind): return "decoration \(kind) \(place)"
        }
    }
}

extension Unicode.Scalar {
    /// `A`…`Z` or `a`…`z`.
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
