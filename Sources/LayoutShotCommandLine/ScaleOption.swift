import ArgumentParser

/// `--scale`, shared by the commands that draw PNGs (`render`, `animate`, `scroll`): pixels per
/// point, replacing the document's `render.scale`.
struct ScaleOption: ParsableArguments {
    @Option(help: "Pixels per point for PNG output, above 0 and at most 8 (default: the document's render.scale).")
    var scale: Double?

    /// Post-parse check, called from the commands' `validate()`.
    func check() throws {
        if let scale, !(scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be above 0 and at most 8, found \(scale)")
        }
    }
}
