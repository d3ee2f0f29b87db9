import ArgumentParser

/// `--scale`, shared by the commands that draw PNGs (`render`, `animate`, `scroll`): pixels per
/// point, replacing the document's `render.scale`.
struct ScaleOption: ParsableArguments {
    @Option(help: "Pixels per point for PNG output, from 0.1 to 8 (default: the document's render.scale).")
    var scale: Double?

    /// The scales a canvas can be drawn at, as the document's `render.scale` allows.
    static let allowed: ClosedRange<Double> = 0.1...8

    /// Post-parse check, called from the commands' `validate()`.
    func check() throws {
        if let scale { try Self.check(scale) }
    }

    /// Refuses a scale outside `allowed` (NaN included).
    static func check(_ scale: Double) throws {
        guard allowed.contains(scale) else { throw ValidationError("--scale must be from 0.1 to 8, found \(scale)") }
    }
}
