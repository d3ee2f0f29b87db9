import CollectionLayout
import Foundation

/// Builders of layout attributes for the scene, SVG, snapshot and strip tests.
public enum AttributeFixtures {
    /// `count` cells of 40 × 40 points, ten to a 50-point row, of a large figure's every kind:
    /// zIndex ties (0, 1, 2 in turn), every 13th hidden, every 7th rotated by 20°; `make` makes
    /// each cell's attributes (a subclass, for some).
    public static func variedCells(
        count: Int,
        make: (IndexPath) -> CollectionViewLayoutAttributes = {
            CollectionViewLayoutAttributes(forCellWith: $0)
        }
    ) -> [CollectionViewLayoutAttributes] {
        (0..<count).map { item in
            let cell = make(IndexPath(item: item, section: 0))
            cell.frame = CGRect(x: (item % 10) * 50, y: (item / 10) * 50, width: 40, height: 40)
            cell.zIndex = item % 3
            cell.isHidden = item % 13 == 0
            if item % 7 == 0 { cell.transform = CGAffineTransform(rotationAngle: .pi / 9) }
            return cell
        }
    }

    /// Attributes of the cell at (section, item) with `frame`.
    public static func cell(_ section: Int, _ item: Int, _ frame: CGRect, zIndex: Int = 0)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// Attributes of a supplementary view of `kind` at (section, item) with `frame`.
    public static func supplementary(_ kind: String, _ section: Int, _ item: Int, _ frame: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Attributes of a decoration view of `kind` at (section, item) with `frame`.
    public static func decoration(_ kind: String, _ section: Int, _ item: Int, _ frame: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(
            forDecorationViewOfKind: kind, with: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    /// REFERENCE §6's row-per-section grid (sections of 4, 6 and 2 items, item 80×60, spacings
    /// 10), by its formula: item i of section k at x = 90·i + 10, y = 70·k + 10; content 550×220.
    public static func referenceGrid() -> (attributes: [CollectionViewLayoutAttributes], contentSize: CGSize) {
        var attributes: [CollectionViewLayoutAttributes] = []
        for (section, count) in [4, 6, 2].enumerated() {
            for item in 0..<count {
                let frame = CGRect(x: 90 * CGFloat(item) + 10, y: 70 * CGFloat(section) + 10, width: 80, height: 60)
                attributes.append(cell(section, item, frame))
            }
        }
        return (attributes, CGSize(width: 550, height: 220))
    }
}
