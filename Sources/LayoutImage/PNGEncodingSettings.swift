/// How `PNGEncoder` compresses: the zlib level and the PNG row filter.
///
/// The two presets cover LayoutShot's uses:
/// - `.default` — zlib level 6 with adaptive (per-row) filters: libpng's defaults, which Cairo's
///   own `cairo_surface_write_to_png` also uses;
/// - `.fast` — zlib level 1 and no row filter: about 2.5× faster to encode for files about 7 %
///   larger (measured on the 10,000-cell benchmark scene, see BENCHMARKS.md). Good for CI runs
///   and animation frames that are compared, not published.
public struct PNGEncodingSettings: Equatable, Hashable, Sendable {
    /// The filter applied to each row before compression (PNG specification §6).
    public enum RowFilter: String, Equatable, Hashable, Sendable, CaseIterable {
        /// No filter: fastest, largest.
        case none
        /// Each byte minus the byte of the pixel to its left.
        case sub
        /// Each byte minus the byte above.
        case up
        /// Each byte minus the average of left and above.
        case average
        /// Each byte minus the Paeth predictor of left, above and upper-left.
        case paeth
        /// One of the five per row: the one whose output has the minimum sum of absolute
        /// signed bytes (libpng's heuristic).
        case adaptive
    }

    /// zlib compression level, 0 (store) … 9 (best); values outside are clamped.
    public var compressionLevel: Int
    /// Row filter selection.
    public var rowFilter: RowFilter

    /// Settings with `compressionLevel` (clamped to 0…9) and `rowFilter`.
    public init(compressionLevel: Int, rowFilter: RowFilter) {
        self.compressionLevel = min(9, max(0, compressionLevel))
        self.rowFilter = rowFilter
    }

    /// zlib level 6, adaptive filters (libpng's and Cairo's defaults).
    public static let `default` = PNGEncodingSettings(compressionLevel: 6, rowFilter: .adaptive)
    /// zlib level 1, no filter (~2.5× faster, ~7 % larger).
    public static let fast = PNGEncodingSettings(compressionLevel: 1, rowFilter: .none)
}
