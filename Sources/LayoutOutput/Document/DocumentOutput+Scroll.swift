import Foundation
import LayoutImage
import LayoutRendering
import LayoutSpec
import LayoutSupport

extension DocumentOutput {
    /// What to do when a scroll's PNG does not fit the canvas.
    static let scrollCanvasHint = "for a scroll strip, use fewer --frames, more --columns, or frame files (-o dir/)"

    /// The scroll sampled: the plan checked; with `canvasCheck`, a PNG that cannot fit (a strip
    /// of every frame when true, one frame when false) refused before sampling; the frames
    /// sampled (told as they are done), and an offset the content cannot reach told as a warning.
    private func sampledScroll(_ scroll: ScrollSpecification, checkingCanvasForStrip canvasCheck: Bool?) throws -> (
        DocumentScroller, DocumentScroller.Sampled
    ) {
        let scroller = DocumentScroller(document: scaledDocument, scroll: scroll)
        try scroll.plan.validate()
        // One collection view, its layout prepared once, serves the canvas check and the sampling.
        let collectionView = scroller.document.makeCollectionView()
        if let canvasCheck {
            try scroller.checkCanvasBeforeDrawing(strip: canvasCheck, in: collectionView)
        }
        let sampled = try scroller.sample(in: collectionView) { done, total in tell(.frame(done: done, total: total)) }
        for warning in scroller.unreachableOffsetWarnings(for: sampled) { tell(.warning(warning)) }
        return (scroller, sampled)
    }

    /// `write(as:to:)` of a scroll: a film strip (PNG, PDF), a looping animated SVG, an animated
    /// image sampled at `options.timing`, or with `snapFigure` the fling's snap figure.
    func writeScroll(_ scroll: ScrollSpecification, as kind: OutputKind, to stream: inout ByteStream) throws {
        let document = scaledDocument
        let scale = document.render.scale
        try document.locatingCanvasLimits(at: "scroll", hint: Self.scrollCanvasHint) {
            switch kind {
            case .svg:
                let (scroller, sampled) = try sampledScroll(scroll, checkingCanvasForStrip: nil)
                if scroll.snapFigure {
                    try OutputFormat<Scene>.svg.write(try scroller.snapFigureScene(for: sampled), &stream)
                } else {
                    try stream.writeWhole(try scroller.flipbookSVG(for: sampled))
                }
            case .png, .pdf:
                let (scroller, sampled) = try sampledScroll(
                    scroll, checkingCanvasForStrip: kind == .png ? !scroll.snapFigure : nil)
                let scene =
                    scroll.snapFigure
                    ? try scroller.snapFigureScene(for: sampled) : try scroller.stripScene(for: sampled)
                let format: OutputFormat<Scene> =
                    kind == .png ? .png(scale: scale, settings: options.pngSettings) : .pdf
                try format.write(scene, &stream)
            case .gif, .webp:
                let (scroller, sampled) = try sampledScroll(scroll, checkingCanvasForStrip: false)
                let sequence = try scroller.frameSequence(for: sampled, timing: options.timing)
                try Self.animatedImageFormat(kind, scale: scale).write(sequence, &stream)
            default: throw Self.unsupported(kind, of: "a scroll", kinds: OutputKind.timed)
            }
        }
    }

    /// `frameFiles(as:)` of a scroll: one file per offset of its plan.
    func scrollFrameFiles(_ scroll: ScrollSpecification, as kind: FrameKind) throws -> [Data] {
        guard !scroll.snapFigure else {
            throw OutputError("a snap figure is one figure: expected a .png or .svg output")
        }
        let document = scaledDocument
        return try document.locatingCanvasLimits(at: "scroll", hint: Self.scrollCanvasHint) {
            let (scroller, sampled) = try sampledScroll(scroll, checkingCanvasForStrip: kind == .png ? false : nil)
            return try frameFiles(of: scroller.frameScenes(for: sampled), as: kind, scale: document.render.scale)
        }
    }
}
