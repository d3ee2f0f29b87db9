import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import LayoutSnapshot
import LayoutSpec

/// Checks one document against its references: renders it, compares the layout snapshot
/// (element diff) and the PNG (pixel diff), records references as the record mode says, and
/// writes the expected/actual/diff images of a failure into the artifacts directory.
///
/// A document that cannot be read or rendered is an `.error` case and no reference is touched:
/// everything is rendered in memory before anything is written.
struct CheckRunner {
    var references: URL
    var mode: RecordMode
    var pixelOptions: PixelDiffOptions
    var scale: Double
    /// Where failure images go (nil: nowhere).
    var artifacts: URL?

    /// The rendered state of a document.
    private struct Rendering {
        var snapshot: LayoutSnapshot
        var figure: FigureLayers
        var image: RGBAImage
        var png: Data
    }

    func check(_ document: CheckDocument) -> DiffCase {
        let rendering: Rendering
        do {
            rendering = try render(document)
        } catch {
            return DiffCase(name: document.name, status: .error, message: message(for: error, document: document))
        }
        let jsonURL = references.appendingPathComponent(document.name + ".json")
        let pngURL = references.appendingPathComponent(document.name + ".png")
        do {
            if mode == .all {
                try record(rendering, json: jsonURL, png: pngURL, writeJSON: true, writePNG: true)
                return DiffCase(name: document.name, status: .recorded, message: "reference recorded (record mode all)")
            }
            let hasJSON = FileManager.default.fileExists(atPath: jsonURL.path)
            let hasPNG = FileManager.default.fileExists(atPath: pngURL.path)
            if !hasJSON || !hasPNG {
                let missing = [hasJSON ? nil : jsonURL.path, hasPNG ? nil : pngURL.path].compactMap { $0 }
                if mode == .never {
                    return DiffCase(
                        name: document.name, status: .failed,
                        message: "no reference \(missing.joined(separator: " and ")) (record mode never)")
                }
                try record(rendering, json: jsonURL, png: pngURL, writeJSON: !hasJSON, writePNG: !hasPNG)
                if !hasJSON && !hasPNG {
                    return DiffCase(name: document.name, status: .recorded, message: "reference recorded")
                }
            }
            return try compare(document, rendering, json: jsonURL, png: pngURL, recordedMissing: !hasJSON || !hasPNG)
        } catch {
            return DiffCase(name: document.name, status: .error, message: message(for: error, document: document))
        }
    }

    private func render(_ document: CheckDocument) throws -> Rendering {
        let loaded = try LayoutDocument.load(contentsOf: document.url, displayName: document.displayPath)
        let renderer = DocumentRenderer(document: loaded, scale: scale)
        let figure = renderer.figure().layers()
        let image = try RasterRenderer(scale: CGFloat(scale)).image(for: figure.scene)
        return Rendering(
            snapshot: renderer.snapshot(), figure: figure, image: image, png: try PNGEncoder.encode(image))
    }

    private func record(_ rendering: Rendering, json: URL, png: URL, writeJSON: Bool, writePNG: Bool) throws {
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        if writeJSON { try OutputWriter.write(rendering.snapshot.jsonData(), to: json.path) }
        if writePNG { try OutputWriter.write(rendering.png, to: png.path) }
    }

    private func compare(
        _ document: CheckDocument, _ rendering: Rendering, json: URL, png: URL, recordedMissing: Bool
    ) throws -> DiffCase {
        let expectedSnapshot = try DiffCommand.loadSnapshot(json.path)
        let elements = ElementDiff.compare(expectedSnapshot, rendering.snapshot)
        let expectedImage: RGBAImage
        do {
            expectedImage = try PNGDecoder.decode(contentsOf: png)
        } catch {
            throw CommandError("cannot read reference '\(png.path)': \(error)", status: .trouble)
        }
        let pixel = PixelDiff.compare(expectedImage, rendering.image, options: pixelOptions)
        let recordedNote = recordedMissing ? "missing reference file recorded" : nil
        if pixel.passes && elements.isEmpty {
            return DiffCase(
                name: document.name, status: recordedMissing ? .recorded : .passed, pixel: pixel, elements: elements,
                message: recordedNote)
        }
        let images = try writeArtifacts(document, rendering, expected: png, pixel: pixel, elements: elements)
        if mode == .failed {
            try record(rendering, json: json, png: png, writeJSON: true, writePNG: true)
            return DiffCase(
                name: document.name, status: .recorded, pixel: pixel, elements: elements, images: images,
                message: "reference re-recorded (record mode failed)")
        }
        return DiffCase(
            name: document.name, status: .failed, pixel: pixel, elements: elements, images: images,
            message: recordedNote)
    }

    /// Copies the expected image and writes the actual and diff images (changed element frames
    /// outlined in blue) into the artifacts directory.
    private func writeArtifacts(
        _ document: CheckDocument, _ rendering: Rendering, expected: URL, pixel: PixelDiffResult,
        elements: ElementDiffResult
    ) throws -> CaseImages {
        guard let artifacts else { return CaseImages() }
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let expectedCopy = artifacts.appendingPathComponent(document.name + ".expected.png")
        let actual = artifacts.appendingPathComponent(document.name + ".actual.png")
        try OutputWriter.write(try Data(contentsOf: expected), to: expectedCopy.path)
        try OutputWriter.write(rendering.png, to: actual.path)
        var images = CaseImages(expected: expectedCopy, actual: actual)
        // Sizes differ: no pixel diff, so the outlines go over a faded copy of the actual image.
        let background = pixel.diffImage ?? DiffImage(fading: rendering.image)
        if background.width > 0, background.height > 0 {
            let outlines = ElementOutlines(offset: rendering.figure.contentOrigin, scale: CGFloat(scale))
            let outlined = background.outlining(outlines.rects(for: elements.changes))
            let diff = artifacts.appendingPathComponent(document.name + ".diff.png")
            try OutputWriter.write(try PNGEncoder.encode(outlined.rgbaImage), to: diff.path)
            images.diff = diff
        }
        return images
    }

    private func message(for error: Error, document: CheckDocument) -> String {
        let failure = CommandFailure(error)
        var text = failure.message
        if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
        if !text.contains(document.displayPath) && !text.contains(references.path) {
            text = "\(document.displayPath): \(text)"
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
