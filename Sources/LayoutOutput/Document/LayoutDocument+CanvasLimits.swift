import LayoutRendering
import LayoutSpec

extension LayoutDocument {
    /// Runs `body`, reporting a canvas that does not fit (`RasterError`) as a problem of this
    /// document at `keyPath` (its region and scale decide the canvas), with `hint` appended: the
    /// message then starts with the file and line like every other. A document without that key
    /// is located at what sizes the canvas instead: its `viewport`, its `device`, its `layout`.
    /// `DocumentOutput` wraps every output in it, so no caller has to.
    ///
    /// - Throws: what `body` throws, a `RasterError` as a `DocumentError`.
    func locatingCanvasLimits<T>(at keyPath: String = "render", hint: String? = nil, _ body: () throws -> T)
        rethrows -> T
    {
        do {
            return try body()
        } catch let error as RasterError {
            let located = [keyPath, "viewport", "device", "layout"].first { keyLocations[$0] != nil } ?? keyPath
            throw self.error(at: located, .outOfRange, error.message + (hint.map { "\nhint: " + $0 } ?? ""))
        }
    }
}
