import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// A figure's legend: one row of swatches, each drawn like the elements it stands for, with
/// their names — each category and kind present, then the named looks (the roles of an
/// animation, a document's named overrides), then the rect-query highlight and the viewport.
/// Figures put it under their panel, film strips under their frames.
public struct Legend: Sendable {
    /// One entry: a swatch and its name.
    public struct Entry: Hashable, Sendable {
        /// The name beside the swatch.
        public var name: String
        /// The swatch's fill.
        public var fill: Color?
        /// The swatch's outline.
        public var stroke: Color?
        /// The outline's width.
        public var strokeWidth: CGFloat
        /// The outline's dash pattern.
        public var dash: [CGFloat]
    }

    /// Swatch size and spacing, in points.
    static let swatchSize = CGSize(width: 18, height: 12)
    static let swatchTextGap: CGFloat = 6
    static let entryGap: CGFloat = 18

    /// The theme (label colour and size).
    public var style: Style
    /// The entries, left to right.
    public var entries: [Entry]

    /// The legend of `elements`; `showsViewport` adds the viewport's entry, `showsSafeArea` the
    /// safe area's and the layout margins'.
    public init(style: Style, elements: [SceneElement], showsViewport: Bool = false, showsSafeArea: Bool = false) {
        self.style = style
        var seen = Set<String>()
        var kinds: [ElementKey] = []
        for element in elements.filter({ $0.legendName == nil }).map(\.key).sorted(by: Self.order) {
            let id = "\(element.category.rawValue)|\(element.kind ?? "")"
            if seen.insert(id).inserted { kinds.append(element) }
        }
        var entries = kinds.map { key -> Entry in
            let itemStyle = style.resolvedStyle(for: key)
            return Entry(
                name: key.kind.map(ElementKey.displayName(ofKind:)) ?? "cell", fill: itemStyle.fill,
                stroke: itemStyle.stroke, strokeWidth: itemStyle.strokeWidth, dash: itemStyle.dash)
        }
        var named = Set<String>()
        for element in elements.sorted(by: Self.namedOrder) {
            guard let name = element.legendName, named.insert(name).inserted else { continue }
            entries.append(
                Entry(
                    name: name, fill: element.style.fill, stroke: element.style.stroke,
                    strokeWidth: element.style.strokeWidth, dash: element.style.dash))
        }
        if elements.contains(where: \.isHighlighted) {
            entries.append(
                Entry(
                    name: "returned by the viewport's rect query", fill: nil, stroke: style.chrome.highlightStroke,
                    strokeWidth: style.chrome.highlightStrokeWidth, dash: []))
        }
        if showsViewport {
            entries.append(
                Entry(
                    name: "viewport", fill: nil, stroke: style.chrome.viewportStroke,
                    strokeWidth: style.chrome.viewportStrokeWidth, dash: []))
        }
        if showsSafeArea {
            entries.append(
                Entry(name: "safe area", fill: style.chrome.safeAreaFill, stroke: nil, strokeWidth: 0, dash: []))
            entries.append(
                Entry(
                    name: "layout margins", fill: style.chrome.layoutMarginsFill, stroke: nil, strokeWidth: 0, dash: [])
            )
        }
        self.entries = entries
    }

    /// Cells, then headers, footers and other supplementary kinds, then decorations.
    static func order(_ a: ElementKey, _ b: ElementKey) -> Bool {
        func rank(_ key: ElementKey) -> Int {
            switch key.kind {
            case CollectionElementKind.sectionHeader: 0
            case CollectionElementKind.sectionFooter: 1
            default: 2
            }
        }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return a < b
    }

    /// Named looks: the update roles in their order (inserted, deleted, moved, reloaded), then
    /// other names alphabetically.
    static func namedOrder(_ a: SceneElement, _ b: SceneElement) -> Bool {
        func rank(_ name: String?) -> (Int, String) {
            guard let name else { return (Int.max, "") }
            return (UpdateRole.allCases.firstIndex { $0.rawValue == name } ?? UpdateRole.allCases.count, name)
        }
        return rank(a.legendName) < rank(b.legendName)
    }

    /// The row's width in points (0 without entries).
    public var width: CGFloat {
        guard !entries.isEmpty else { return 0 }
        let fontSize = style.chrome.captionFontSize
        let widths = entries.map {
            Self.swatchSize.width + Self.swatchTextGap + TextLayout.estimatedWidth(of: $0.name, fontSize: fontSize)
        }
        return widths.reduce(0, +) + Self.entryGap * CGFloat(entries.count - 1)
    }

    /// The row's height in points.
    public var height: CGFloat {
        max(Self.swatchSize.height, style.chrome.captionFontSize * TextLayout.lineHeightRatio)
    }

    /// The swatches and names, the row's top-left corner at (`left`, `top`).
    public func nodes(left: CGFloat, top: CGFloat) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize
        let centerY = top + height / 2
        var x = left
        var nodes: [SceneNode] = []
        for entry in entries {
            let inset = entry.stroke == nil ? 0 : entry.strokeWidth / 2
            let swatch = CGRect(
                x: x, y: centerY - Self.swatchSize.height / 2, width: Self.swatchSize.width,
                height: Self.swatchSize.height
            ).insetBy(dx: inset, dy: inset)
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(swatch, cornerRadius: 2), fill: entry.fill, stroke: entry.stroke,
                        strokeWidth: entry.strokeWidth, dash: entry.dash, role: "legend-swatch")))
            x += Self.swatchSize.width + Self.swatchTextGap
            nodes.append(
                .text(
                    SceneText(
                        text: entry.name,
                        position: CGPoint(x: x, y: TextLayout.baseline(centeredAt: centerY, fontSize: fontSize)),
                        fontSize: fontSize, color: style.chrome.textColor, role: "legend")))
            x += TextLayout.estimatedWidth(of: entry.name, fontSize: fontSize) + Self.entryGap
        }
        return nodes
    }
}
