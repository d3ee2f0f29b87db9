import ArgumentParser
import Foundation
import LayoutAnimatedImage
import LayoutRendering

/// Where `animate` writes, decided by the output argument.
enum AnimationOutput {
    /// Frame file formats.
    enum FrameFormat: String {
        case png, svg
    }

    /// A file name pattern with one `%d` / `%0Nd` placeholder for the frame number.
    struct Pattern {
        var prefix: String
        var width: Int
        var suffix: String

        func path(for index: Int) -> String {
            let digits = String(index)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
        }
    }

    /// One animated SVG.
    case animatedSVG(String)
    /// One film strip PNG.
    case strip(String)
    /// One film strip PDF (vector).
    case pdfStrip(String)
    /// One animated GIF or WebP playing the frames.
    case animatedImage(String, AnimatedImageFormat)

    /// Animated raster formats.
    enum AnimatedImageFormat: String {
        case gif, webp
    }
    /// One file per frame.
    case frames(Pattern, FrameFormat)

    /// Reads the output argument.
    /// - Throws: `ValidationError` (a usage error) for an unknown extension or a bad pattern.
    init(_ output: String) throws {
        var isDirectory: ObjCBool = false
        if output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            let directory = output.hasSuffix("/") ? output : output + "/"
            self = .frames(Pattern(prefix: directory + "frame-", width: 3, suffix: ".png"), .png)
            return
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        if let percent = output.range(of: "%") {
            let rest = output[percent.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            let afterDigits = rest.dropFirst(digits.count)
            guard afterDigits.first == "d", !afterDigits.dropFirst().contains("%"), !afterDigits.contains("/"),
                let format = FrameFormat(rawValue: pathExtension)
            else {
                throw ValidationError(
                    "cannot use '\(output)' as a frame pattern: expected one %d or %03d in the file name and a .png or .svg "
                        + "extension")
            }
            let width = digits.isEmpty ? 0 : Int(digits) ?? 0
            self = .frames(
                Pattern(
                    prefix: String(output[..<percent.lowerBound]), width: min(width, 9),
                    suffix: String(afterDigits.dropFirst())), format)
            return
        }
        switch pathExtension {
        case "svg": self = .animatedSVG(output)
        case "png": self = .strip(output)
        case "pdf": self = .pdfStrip(output)
        case "gif", "webp": self = .animatedImage(output, AnimatedImageFormat(rawValue: pathExtension) ?? .gif)
        default:
            throw ValidationError(
                "cannot tell what to write to '\(output)': expected a .svg, .gif or .webp (animated), .png or .pdf "
                    + "(film strip) file name,"
                    + " a directory, or a frame pattern such as frames/frame-%03d.png")
        }
    }

    /// Checks, before any work, that the output's directory exists.
    func checkWritable(input: String) throws {
        switch self {
        case .animatedSVG(let path), .strip(let path), .pdfStrip(let path), .animatedImage(let path, _):
            try OutputWriter.checkDestination(path, notAnyOf: [input])
        case .frames(let pattern, _): try OutputWriter.checkDestination(pattern.path(for: 0), notAnyOf: [input])
        }
    }
}

extension AnimationOutput.AnimatedImageFormat {
    /// `scenes` played as an animated image at `scale`, each shown for its duration in
    /// `milliseconds`.
    func data(scenes: [Scene], milliseconds: [Int], scale: Double) throws -> Data {
        let raster = RasterRenderer(scale: CGFloat(scale))
        let frames = try zip(scenes, milliseconds).map { scene, duration in
            AnimationFrame(image: try raster.image(for: scene), milliseconds: duration)
        }
        switch self {
        case .gif: return try GIFEncoder.encode(frames)
        case .webp: return try WebPAnimationEncoder.encode(frames)
        }
    }

    /// How long each of `count` frames shows when they sample `seconds` evenly: the interval
    /// between samples, the last frame held a second so that the loop reads.
    static func milliseconds(frames count: Int, over seconds: Double) -> [Int] {
        let step = max(10, Int((seconds * 1000 / Double(max(1, count - 1))).rounded()))
        return (0..<count).map { $0 == count - 1 ? 1000 : step }
    }
}
