import CollectionLayout
import Foundation
import LayoutStyle

/// Lays out frames (scenes) as one scene: a film strip (one row) or a contact sheet (a grid of
/// `columns`), each frame labelled underneath ("t = 0.25 s", "y = 120").
///
/// Every frame becomes a clipped `ScenePanel`, so both backends draw strips with no extra code.
/// Cells of the grid are as large as the largest frame; smaller frames are centred in theirs
/// (on whole points). The sheet's size is rounded up to whole points.
/// Frames fill the grid row by row.
///
/// ```swift
/// let strip = FilmStrip(columns: 4, style: .light)
/// let scene = try strip.makeScene(frames: frames.map { FilmStrip.Frame(scene: $0.scene, label: FilmStrip.timeLabel($0.time)) })
/// ```
public struct FilmStrip: Sendable {
    /// One frame: its scene and the label drawn under it.
    public struct Frame: Hashable, Sendable {
        /// The frame's picture.
        public var scene: Scene
        /// The caption under the frame; empty for none.
        public var label: String

        /// Creates a frame.
        public init(scene: Scene, label: String) {
            self.scene = scene
            self.label = label
        }
    }

    /// Frames per row; nil puts every frame in one row.
    public var columns: Int?
    /// Space between frames (horizontally, and vertically below a label), in points.
    public var spacing: CGFloat
    /// Space around the whole sheet, in points.
    public var margins: EdgeInsets
    /// Space between a frame and its label, in points.
    public var labelGap: CGFloat
    /// Theme of the sheet: background, label colour and size (`chrome`), frame outline colour.
    public var style: Style
    /// A title above the sheet; nil for none.
    public var title: String?
    /// A legend under the sheet (one for all frames); nil or empty for none.
    public var legend: Legend?
    /// Whether, in a single row, each frame keeps its own width and frames stand on one
    /// baseline (a line-up of devices of different sizes) instead of being centred in cells as
    /// large as the largest frame.
    public var linesUpFrames = false

    /// Creates a strip layout.
    public init(
        columns: Int? = nil, spacing: CGFloat = 16,
        margins: EdgeInsets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
        labelGap: CGFloat = 6, style: Style = .light, title: String? = nil
    ) {
        self.columns = columns
        self.spacing = spacing
        self.margins = margins
        self.labelGap = labelGap
        self.style = style
        self.title = title
    }

    /// The sheet for `frames`.
    ///
    /// - Throws: `FilmStripError` when there are no frames or `columns` is not positive.
    public func makeScene(frames: [Frame]) throws -> Scene {
        guard !frames.isEmpty else { throw FilmStripError("a film strip needs at least one frame") }
        let columnCount = try self.columnCount(frameCount: frames.count)
        let rowCount = (frames.count + columnCount - 1) / columnCount
        let cell = cellSize(frames)
        let fontSize = style.chrome.captionFontSize
        let hasLabels = frames.contains { !$0.label.isEmpty }
        let labelHeight = hasLabels ? labelGap + fontSize * TextLayout.lineHeightRatio : 0
        let widths = columnWidths(frames, columns: columnCount, cell: cell)
        let gridWidth = widths.reduce(0, +) + CGFloat(columnCount - 1) * spacing
        let titleFontSize = style.chrome.titleFontSize
        let titleWidth = title.map { TextLayout.estimatedWidth(of: $0, fontSize: titleFontSize, bold: true) } ?? 0
        let legendWidth = legend?.width ?? 0
        let innerWidth = max(gridWidth, titleWidth, legendWidth)
        let width = (margins.left + innerWidth + margins.right).rounded(.up)

        var nodes: [SceneNode] = []
        var top = margins.top
        if let title {
            nodes.append(.title(title, centerX: width / 2, lineTop: top, chrome: style.chrome))
            top += titleFontSize * TextLayout.lineHeightRatio + spacing
        }
        let grid = Grid(
            columns: columnCount, cell: cell, labelHeight: labelHeight, widths: widths,
            left: (margins.left + (innerWidth - gridWidth) / 2).rounded(.down), top: top)
        for (index, frame) in frames.enumerated() {
            nodes += frameNodes(frame, at: index, in: grid)
        }
        let gridHeight = CGFloat(rowCount) * (cell.height + labelHeight) + CGFloat(rowCount - 1) * spacing
        var bottom = top + gridHeight
        if let legend, !legend.entries.isEmpty {
            bottom += spacing
            nodes += legend.nodes(left: (margins.left + (innerWidth - legendWidth) / 2).rounded(.down), top: bottom)
            bottom += legend.height
        }
        let height = (bottom + margins.bottom).rounded(.up)
        return Scene(
            size: CGSize(width: width, height: height), background: style.background, nodes: nodes, title: title)
    }

    /// The measures every frame of one sheet is placed by.
    private struct Grid {
        /// Frames per row.
        var columns: Int
        /// The cell size: the largest frame's width and height.
        var cell: CGSize
        /// The height under each cell kept for its label (zero when no frame has one).
        var labelHeight: CGFloat
        /// Each column's width (`columnWidths`).
        var widths: [CGFloat]
        /// The grid's left edge in the sheet, on a whole point.
        var left: CGFloat
        /// The grid's top edge in the sheet (below the title).
        var top: CGFloat
    }

    /// Frame `index`'s nodes: its clipped panel, placed in its cell (centred on whole points, or
    /// with `linesUpFrames` on the row's baseline), its outline when the style has one, and its
    /// label centred under the cell.
    private func frameNodes(_ frame: Frame, at index: Int, in grid: Grid) -> [SceneNode] {
        let (cell, fontSize) = (grid.cell, style.chrome.captionFontSize)
        var slot = frameSlot(index: index, columns: grid.columns, cell: cell, labelHeight: grid.labelHeight)
        let columnWidth = grid.widths[index % grid.columns]
        if linesUpFrames { slot.x = grid.widths[..<(index % grid.columns)].reduce(0, +) + CGFloat(index) * spacing }
        let freeHeight = cell.height - frame.scene.size.height
        let origin = CGPoint(
            x: grid.left + slot.x + ((columnWidth - frame.scene.size.width) / 2).rounded(.down),
            y: grid.top + slot.y + (linesUpFrames ? freeHeight : (freeHeight / 2).rounded(.down)))
        var nodes: [SceneNode] = [
            .panel(ScenePanel(origin: origin, scene: frame.scene, label: frame.label, clipsToBounds: true))
        ]
        if let outline = style.chrome.contentOutline {
            let box = CGRect(origin: origin, size: frame.scene.size).insetBy(dx: -0.5, dy: -0.5)
            nodes.append(.shape(SceneShape(path: .rect(box, cornerRadius: 0), stroke: outline, role: "frame-outline")))
        }
        if !frame.label.isEmpty {
            let centerY = grid.top + slot.y + cell.height + labelGap + fontSize * TextLayout.lineHeightRatio / 2
            nodes.append(
                .text(
                    SceneText(
                        text: frame.label,
                        position: CGPoint(
                            x: grid.left + slot.x + columnWidth / 2,
                            y: TextLayout.baseline(centeredAt: centerY, fontSize: fontSize)),
                        anchor: .middle, fontSize: fontSize, color: style.chrome.textColor, role: "panel-label")))
        }
        return nodes
    }

    /// The top-left of frame `index`'s grid cell relative to the grid's top-left.
    public func frameSlot(index: Int, columns: Int, cell: CGSize, labelHeight: CGFloat) -> CGPoint {
        let row = index / columns
        let column = index % columns
        return CGPoint(
            x: CGFloat(column) * (cell.width + spacing), y: CGFloat(row) * (cell.height + labelHeight + spacing))
    }

    /// The width of each column: the cell's, or with `linesUpFrames` in one row each frame's own.
    private func columnWidths(_ frames: [Frame], columns: Int, cell: CGSize) -> [CGFloat] {
        guard linesUpFrames, columns == frames.count else { return Array(repeating: cell.width, count: columns) }
        return frames.map(\.scene.size.width)
    }

    /// The grid cell size: the largest frame width and height.
    public func cellSize(_ frames: [Frame]) -> CGSize {
        CGSize(
            width: frames.map(\.scene.size.width).max() ?? 0, height: frames.map(\.scene.size.height).max() ?? 0)
    }

    /// "t = 0.25 s": a time label (at most three decimals).
    public static func timeLabel(_ seconds: CGFloat) -> String { "t = \(SVGFormat.number(seconds)) s" }

    /// "y = 120", "x = 593.8": a content-offset label for the scroll `axis` ("x" or "y"), in
    /// points to one decimal (a reader compares offsets, not their thousandths).
    public static func offsetLabel(_ offset: CGFloat, axis: String = "y") -> String {
        "\(axis) = \(points(offset))"
    }

    /// A length in points for a caption: whole points when it is within 0.05 of one, else one
    /// decimal ("600", "593.8", "-150").
    public static func points(_ value: CGFloat) -> String {
        let tenths = (value * 10).rounded()
        return SVGFormat.number(tenths == 0 ? 0 : tenths / 10)
    }

    /// A size no sheet of `frameCount` frames, each at least `frameSize`, can be smaller than:
    /// the grid without its spacing, labels, title or margins. Known before any frame is drawn,
    /// so a sheet that cannot fit a canvas is refused at once.
    public func minimumSize(frameCount: Int, frameSize: CGSize) -> CGSize {
        let columns = max(1, min(columns ?? frameCount, frameCount))
        let rows = (max(1, frameCount) + columns - 1) / columns
        return CGSize(width: CGFloat(columns) * frameSize.width, height: CGFloat(rows) * frameSize.height)
    }

    private func columnCount(frameCount: Int) throws -> Int {
        guard let columns else { return frameCount }
        guard columns > 0 else { throw FilmStripError("columns must be at least 1, got \(columns)") }
        return min(columns, frameCount)
    }
}

/// A film strip that cannot be laid out.
public struct FilmStripError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message, naming what is wrong.
    public var description: String { message }
}
