import CollectionLayout
import Foundation

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

    /// Reads a key as `DocumentSchema.elementPattern` states it, whole (a final line terminator is
    /// allowed, as ICU's `$` allows it): numbers are 1 to 9 ASCII digits or `*`. Nil for any other
    /// text. This is the one reading of the format: the validator's check is whether it reads.
    public init?(key: String) {
        // Most keys are `S-I` in ASCII digits: read those byte by byte, the rest by the rules below.
        if let plain = PlainCellKey(key) {
            guard (1...9).contains(plain.sectionDigits), (1...9).contains(plain.itemDigits) else { return nil }
            self.init(target: .cell, section: plain.section, item: plain.item)
            return
        }
        guard let selector = HandMatching.whole(key, Self.selector(of:)) else { return nil }
        self = selector
    }

    /// `N-N`, `KIND P` or `decoration KIND P`, with `P` = `N` or `N-N`.
    private static func selector(of scalars: ArraySlice<Unicode.Scalar>) -> ElementSelector? {
        let words = scalars.split(separator: " ", omittingEmptySubsequences: false)
        func text(_ word: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(word)) }
        switch words.count {
        case 1:
            guard let (section, item) = cell(words[0]) else { return nil }
            return ElementSelector(target: .cell, section: section, item: item)
        case 2:
            let kind = text(words[0])
            guard isKind(kind), let (section, item) = position(words[1]) else { return nil }
            guard let item else {
                switch kind {
                case "header": return ElementSelector(target: .header, section: section)
                case "footer": return ElementSelector(target: .footer, section: section)
                default: return ElementSelector(target: .supplementary(kind), section: section)
                }
            }
            let name =
                switch kind {
                case "header": CollectionElementKind.sectionHeader
                case "footer": CollectionElementKind.sectionFooter
                default: kind
                }
            return ElementSelector(target: .supplementary(name), section: section, item: item)
        case 3:
            let kind = text(words[1])
            guard text(words[0]) == "decoration", isKind(kind), let (section, item) = position(words[2]) else {
                return nil
            }
            return ElementSelector(target: .decoration(kind), section: section, item: item ?? nil)
        default:
            return nil
        }
    }

    /// `N-N`: a section and an item, nil for `*`.
    private static func cell(_ scalars: ArraySlice<Unicode.Scalar>) -> (Int?, Int?)? {
        guard let dash = scalars.firstIndex(of: "-"), let section = number(scalars[..<dash]),
            let item = number(scalars[(dash + 1)...])
        else { return nil }
        return (section, item)
    }

    /// `N` (the item is absent: `.none`) or `N-N` (`.some`, nil for `*`).
    private static func position(_ scalars: ArraySlice<Unicode.Scalar>) -> (Int?, Int??)? {
        guard scalars.contains("-") else { return number(scalars).map { ($0, .none) } }
        return cell(scalars).map { ($0.0, .some($0.1)) }
    }

    /// `[0-9]{1,9}` (its value) or `*` (nil).
    private static func number(_ scalars: ArraySlice<Unicode.Scalar>) -> Int?? {
        if scalars.count == 1, scalars.first == "*" { return .some(nil) }
        return HandMatching.number(scalars, digits: 1...9).map { .some($0) }
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
