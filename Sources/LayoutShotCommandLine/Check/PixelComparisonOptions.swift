import ArgumentParser
import LayoutDiff
import LayoutImage
import LayoutSupport

/// The pixel-comparison options `diff` and `check` share: the per-pixel threshold, anti-aliasing
/// and the overall budget (the stricter of --max-pixels and --max-ratio wins).
struct PixelComparisonOptions: ParsableArguments {
    // A negative value is read as a value (and refused by `check()` with its range), not as an option.
    @Option(parsing: .unconditional, help: "Per-pixel colour threshold, 0 (exact) to 1 (pixelmatch semantics).")
    var threshold: Double = 0.1

    @Flag(help: "Count anti-aliased pixels as differences (they are detected and ignored by default).")
    var includeAA = false

    @Option(parsing: .unconditional, help: "Differing pixels allowed before the images count as different (default 0).")
    var maxPixels: Int?

    @Option(
        parsing: .unconditional,
        help: "Ratio of differing pixels allowed, 0 to 1 (with --max-pixels, the stricter wins).")
    var maxRatio: Double?

    @Option(
        help: """
            The largest PNG read, in pixels, checked from its header before anything is decoded.
            """)
    var maxImagePixels = PNGDecoder.defaultPixelLimit

    @Option(
        parsing: .unconditional,
        help: "Opacity of the grey copy of the image under the diff marks, 0 to 1 (pixelmatch's alpha).")
    var alpha: Double = 0.1

    @Option(
        help: ArgumentHelp(
            "Colour of differing pixels, R,G,B or #RRGGBB (pixelmatch's diffColor).", valueName: "colour"))
    var diffColor = ColorArgument(Color(red: 255, green: 0, blue: 0))

    @Option(
        help: ArgumentHelp(
            "Colour of differing pixels that got darker (pixelmatch's diffColorAlt; default: --diff-color).",
            valueName: "colour"))
    var diffColorAlt: ColorArgument?

    @Option(help: ArgumentHelp("Colour of anti-aliased pixels (pixelmatch's aaColor).", valueName: "colour"))
    var aaColor = ColorArgument(Color(red: 255, green: 255, blue: 0))

    @Flag(help: "Draw only the marks, on transparency (pixelmatch's diffMask).")
    var diffMask = false

    @Option(
        help: """
            What translucent pixels are compared over: pattern (pixelmatch 6 and 7, the default) or \
            white (pixelmatch 5 and its Python ports).
            """)
    var transparencyBackground: TransparencyBackground = .pattern

    /// Post-parse checks, called from the commands' `validate()`.
    func check() throws {
        guard threshold >= 0, threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1, found \(threshold)")
        }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must be 0 or more, found \(maxPixels)") }
        if let maxRatio, !(maxRatio >= 0 && maxRatio <= 1) {
            throw ValidationError("--max-ratio must be between 0 and 1, found \(maxRatio)")
        }
        guard alpha >= 0, alpha <= 1 else { throw ValidationError("--alpha must be between 0 and 1, found \(alpha)") }
        guard (1...(1 << 32)).contains(maxImagePixels) else {
            throw ValidationError("--max-image-pixels must be 1…4294967296, found \(maxImagePixels)")
        }
    }

    /// The budget: exact when neither limit is given.
    var budget: PixelBudget {
        if maxPixels == nil, maxRatio == nil { return .exact }
        return PixelBudget(maxPixels: maxPixels, maxRatio: maxRatio)
    }

    /// The diff options these flags describe.
    var options: PixelDiffOptions {
        var options = PixelDiffOptions(threshold: threshold, includeAA: includeAA, budget: budget)
        options.imagePixelLimit = maxImagePixels
        options.transparencyBackground = transparencyBackground
        options.diffImageStyle = DiffImageStyle(
            fade: alpha, diffColor: diffColor.color, diffColorAlt: diffColorAlt?.color, aaColor: aaColor.color)
        options.diffImageStyle.diffMask = diffMask
        return options
    }
}
