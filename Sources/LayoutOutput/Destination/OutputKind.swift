import LayoutImage
import LayoutSpec

/// The file formats LayoutShot writes, by the names users give them: a file extension or
/// `--format`. What a kind holds depends on the product: a still's `png` is its figure, an
/// animation's is its film strip.
public enum OutputKind: String, Sendable, CaseIterable, Hashable {
    case svg, png, pdf, json, gif, webp

    /// The kind a file name's extension names (case-insensitive), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The kinds a still (`render`) is written as: those of its formats' catalogue, in the order
    /// of `allCases` (the first is standard output's default).
    public static var still: [OutputKind] {
        let catalogue = OutputFormat<DocumentStill>.catalogue(scale: 1, settings: .default)
        return allCases.filter { catalogue[$0] != nil }
    }
    /// The kinds a figure that is drawn only (`trace`) is written as.
    public static let drawing: [OutputKind] = [.svg, .png, .pdf]
    /// The kinds a timed sequence (`animate`, `scroll`) is written as: an animated SVG, a film
    /// strip (PNG, PDF), an animated image (GIF, WebP).
    public static let timed: [OutputKind] = [.svg, .png, .pdf, .gif, .webp]

    /// "a .svg, .png or .pdf", for messages that list `kinds`.
    static func list(_ kinds: [OutputKind]) -> String {
        let names = kinds.map { ".\($0.rawValue)" }
        guard names.count > 1 else { return "a " + (names.first ?? "") }
        return "a " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}

/// The formats a frame file is written in.
public enum FrameKind: String, Sendable, CaseIterable, Hashable {
    case png, svg
}
