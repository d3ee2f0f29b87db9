import Foundation
import LayoutImage
import LayoutRendering
import LayoutSpec
import LayoutSupport

extension DocumentOutput {
    /// The animator of `animation` in the document at the options' scale.
    func animator(_ animation: DocumentAnimation) -> DocumentAnimator {
        DocumentAnimator(document: scaledDocument, animation: animation)
    }

    /// `write(as:to:)` of an animation: an animated SVG, a film strip (PNG, PDF) or an animated
    /// image (GIF, WebP) sampled at `options.timing`.
    func writeAnimation(_ animation: DocumentAnimation, as kind: OutputKind, to stream: inout ByteStream) throws {
        let animator = self.animator(animation)
        let document = animator.document
        let frames = animation.options.frames
        let scale = document.render.scale
        try document.locatingCanvasLimits {
            switch kind {
            case .svg:
                tell(.stage("writing an animated SVG of \(frames) frames"))
                try stream.writeWhole(try animator.animatedSVG())
            case .png:
                tell(.stage("drawing a strip of \(frames) frames"))
                try animator.checkCanvasBeforeDrawing(strip: true)
                try OutputFormat<Scene>.png(scale: scale, settings: options.pngSettings).write(
                    try animator.stripScene(), &stream)
            case .pdf:
                tell(.stage("drawing a strip of \(frames) frames"))
                try OutputFormat<Scene>.pdf.write(try animator.stripScene(), &stream)
            case .gif, .webp:
                let times = options.timing.times(over: animation.options.effectiveDuration)
                try animator.checkCanvasBeforeDrawing(strip: false, frames: times.count)
                tell(.stage("drawing \(times.count) frames"))
                let sequence = try animator.frameSequence(timing: options.timing)
                try Self.animatedImageFormat(kind, scale: scale).write(sequence, &stream)
            default: throw Self.unsupported(kind, of: "an animation", kinds: OutputKind.timed)
            }
        }
    }

    /// `frameFiles(as:)` of an animation: its `frames` evenly spaced frames.
    func animationFrameFiles(_ animation: DocumentAnimation, as kind: FrameKind) throws -> [Data] {
        let animator = self.animator(animation)
        let document = animator.document
        return try document.locatingCanvasLimits {
            if kind == .png { try animator.checkCanvasBeforeDrawing(strip: false) }
            let scenes = try animator.frameScenes()
            return try frameFiles(of: scenes, as: kind, scale: document.render.scale)
        }
    }

    /// `scenes` written one file each as `kind`, telling each frame done.
    func frameFiles(of scenes: [Scene], as kind: FrameKind, scale: Double) throws -> [Data] {
        let format = OutputFormat<Scene>.frame(kind, scale: scale, settings: options.pngSettings)
        return try scenes.enumerated().map { index, scene in
            tell(.frame(done: index + 1, total: scenes.count))
            return try format.data(for: scene)
        }
    }

    /// The animated image format of `kind` (GIF or WebP).
    static func animatedImageFormat(_ kind: OutputKind, scale: Double) -> OutputFormat<FrameSequence> {
        kind == .webp ? .webp(scale: scale) : .gif(scale: scale)
    }
}
