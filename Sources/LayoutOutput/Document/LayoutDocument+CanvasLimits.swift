import LayoutAnimatedImage
import LayoutRendering
import LayoutSpec

extension LayoutDocument {
    /// Runs `body`, reporting a canvas that does not fit (`RasterError`, a PDF page, an animated
    /// image over its limits: `AnimatedImageError`, an output over its budget: `OutputError`) as a problem of this
    /// document at `keyPath` (its region and scale decide the canvas), with `hint` appended: the
    /// message then starts with the file and line like every other. A document without that key
    /// is located at what sizes the canvas instead: its `viewport`, its `device`, its `layout`.
    /// `DocumentOutput` wraps every output in it, so no caller has to.
    ///
    /// - Throws: what `body` throws, those three as a `DocumentError`.
    func locatingCanvasLimits<T>(at keyPath: String = "render", hint: String? = nil, _ body: () throws -> T)
        rethrows -> T
    {
        do {
            return try body()
        } catch let error as RasterError {
            throw locatedCanvasError(error.message, at: keyPath, hint: hint)
        } catch let error as AnimatedImageError {
            // An animated image's limits (its pixels, frame count and times) are the canvas's too.
            throw locatedCanvasError(error.description, at: keyPath, hint: hint)
        } catch let error as OutputError {
            // Thrown while writing, an output error is a budget the document's output passes.
            throw locatedCanvasError(error.message, at: keyPath, hint: hint)
        }
    }

    /// `message` as the document's error at the first of `keyPath`, `viewport`, `device` and
    /// `layout` the document has.
    private func locatedCanvasError(_ message: String, at keyPath: String, hint: String?) -> DocumentError {
        let located = [keyPath, "viewport", "device", "layout"].first { keyLocations[$0] != nil } ?? keyPath
        return self.error(at: located, .outOfRange, message + (hint.map { "\nhint: " + $0 } ?? ""))
    }
}
