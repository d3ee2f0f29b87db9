import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutStyle
import LayoutSupport

/// The benchmark figure: a flow-like layout of `cellCount` labelled cells, 1024 points wide.
///
/// Geometry is computed here (not by the flow layout) so the benchmark measures rendering only:
/// sections of 1,000 items, section inset 8, items 48×36, line spacing 8; full lines are
/// justified like UIKit's flow layout (18 per line, gap (1008 − 18·48)/17), the last line of a
/// section is left-aligned with the minimum gap 8. Every 20th cell (5 %) is rotated by 12° and
/// half transparent. Style: `Style.light` cells, labels `{section}-{item}`.
struct BenchmarkScene {
    static let width: CGFloat = 1024
    static let itemSize = CGSize(width: 48, height: 36)
    static let inset: CGFloat = 8
    static let spacing: CGFloat = 8
    static let itemsPerSection = 1000

    let scene: Scene
    let elements: [SceneElement]

    init(cellCount: Int) {
        let available = Self.width - 2 * Self.inset
        let perLine = Int((available + Self.spacing) / (Self.itemSize.width + Self.spacing))
        let justifiedGap = (available - CGFloat(perLine) * Self.itemSize.width) / CGFloat(perLine - 1)
        let builder = SceneBuilder(style: .light)
        var elements: [SceneElement] = []
        var top: CGFloat = 0
        var index = 0
        var section = 0
        while index < cellCount {
            let count = min(Self.itemsPerSection, cellCount - index)
            let lines = (count + perLine - 1) / perLine
            for item in 0..<count {
                let line = item / perLine
                let column = item % perLine
                let gap = line == lines - 1 ? Self.spacing : justifiedGap
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(
                    x: Self.inset + CGFloat(column) * (Self.itemSize.width + gap),
                    y: top + Self.inset + CGFloat(line) * (Self.itemSize.height + Self.spacing),
                    width: Self.itemSize.width, height: Self.itemSize.height)
                if (index + item) % 20 == 7 {
                    attributes.transform = CGAffineTransform(rotationAngle: 12 * .pi / 180)
                    attributes.alpha = 0.5
                }
                elements.append(builder.element(for: attributes))
            }
            top += 2 * Self.inset + CGFloat(lines) * Self.itemSize.height + CGFloat(lines - 1) * Self.spacing
            index += count
            section += 1
        }
        self.elements = elements
        self.scene = Scene(
            size: CGSize(width: Self.width, height: top), background: Style.light.background,
            nodes: elements.map { .element($0) })
    }

    /// The scene as CairoFloorBenchmark's input: a header line (canvas size, element count,
    /// colours, stroke width, corner radius), then per element its local → scene matrix, size,
    /// alpha, label font size and label. Numbers use 17 significant digits, so the C program
    /// draws from exactly the same values.
    func floorDescription() -> String {
        let style = Style.light.cell
        func hex(_ color: Color?) -> String { String((color ?? .black).opaqueHexString.dropFirst()) }
        func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
        var lines = [
            "\(Int(scene.size.width.rounded(.up))) \(Int(scene.size.height.rounded(.up))) \(elements.count) "
                + "\(hex(Style.light.background)) \(hex(style.fill)) \(hex(style.stroke)) \(hex(style.textColor)) "
                + "\(number(style.strokeWidth)) \(number(style.cornerRadius))"
        ]
        for element in elements {
            guard case .affine(let m) = element.geometry else { continue }
            let values = [m.a, m.b, m.c, m.d, m.tx, m.ty, element.size.width, element.size.height, element.alpha]
            let label = element.visibleLabel ?? "-"
            lines.append(
                values.map(number).joined(separator: " ") + " \(number(element.style.fontSize)) \(label)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
