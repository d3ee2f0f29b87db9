internal import CCairo
import Foundation

/// Where the font files text is drawn from are, found on this machine rather than assumed.
///
/// In order: the folder named by `LAYOUTSHOT_FONTS` (it must hold `DejaVuSans.ttf` and
/// `DejaVuSans-Bold.ttf`), else what fontconfig — which Cairo links already — matches for
/// "DejaVu Sans" regular and bold, accepted only when the match really is DejaVu Sans (fontconfig
/// silently substitutes another family, which would change every glyph). Found once per process.
enum FontFiles {
    /// The environment variable naming a folder of font files.
    static let environmentVariable = "LAYOUTSHOT_FONTS"
    /// The files a `LAYOUTSHOT_FONTS` folder holds, regular then bold.
    static let fileNames = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]

    /// The regular and bold font files, or why there are none.
    static let found: Result<[String], CairoError> = locate(environment: ProcessInfo.processInfo.environment)

    /// The files `environment` names, else fontconfig's.
    static func locate(environment: [String: String]) -> Result<[String], CairoError> {
        if let folder = environment[environmentVariable], !folder.isEmpty {
            let paths = fileNames.map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
            if let missing = paths.first(where: { !FileManager.default.isReadableFile(atPath: $0) }) {
                return .failure(
                    CairoError(
                        "\(environmentVariable) is '\(folder)', but '\(missing)' is not there: the folder must hold "
                            + fileNames.joined(separator: " and ")))
            }
            return .success(paths)
        }
        let config = FcInitLoadConfigAndFonts()
        defer { if let config { FcConfigDestroy(config) } }
        guard let config, let regular = match(weight: FC_WEIGHT_REGULAR, in: config),
            let bold = match(weight: FC_WEIGHT_BOLD, in: config)
        else {
            return .failure(
                CairoError(
                    "font \"\(CairoFont.family)\" was not found (fontconfig has no such family); install it: "
                        + "apt-get install fonts-dejavu-core, or set \(environmentVariable) to a folder holding "
                        + fileNames.joined(separator: " and ")))
        }
        return .success([regular, bold])
    }

    /// The file fontconfig matches for DejaVu Sans at `weight`, when the match is that family.
    private static func match(weight: Int32, in config: OpaquePointer) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, CairoFont.family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var family: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        var matchedWeight: Int32 = 0
        guard FcPatternGetString(found, FC_FAMILY, 0, &family) == FcResultMatch, let family,
            String(cString: family) == CairoFont.family,
            FcPatternGetInteger(found, FC_WEIGHT, 0, &matchedWeight) == FcResultMatch, matchedWeight == weight,
            FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file
        else { return nil }
        return String(cString: file)
    }
}
