/// How `PNGEncoder` compresses: the deflate compressor with its level, and the PNG row filter.
///
/// The two presets cover LayoutShot's uses:
/// - `.default` — zlib level 6 with adaptive (per-row) filters: libpng's defaults, which Cairo's
///   own `cairo_surface_write_to_png` also uses;
/// - `.fast` — Intel ISA-L's igzip at level 2 and no row filter: a render of the 10,000-cell
///   benchmark scene takes under half `.default`'s CPU for a file 6–8 % larger, though the
///   showcase's figures at 2× come out at 1.3–3× `.default`'s size (BENCHMARKS.md, "Session
///   42"). Good for CI runs and animation frames that are compared, not published.
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

    /// The deflate implementation that compresses the filtered rows, and its level.
    public enum Compressor: Equatable, Hashable, Sendable {
        /// zlib at `level`, 0 (store) … 9 (best): the same bytes wherever the same zlib runs.
        case zlib(level: Int)
        /// Intel ISA-L's igzip at `level`, 0 … 3: at levels 1 and 2, on unfiltered rows, about
        /// six times zlib level 1's speed for about its size (BENCHMARKS.md). igzip picks its
        /// code by the processor: with one ISA-L version its bytes were the same with SSE4.2,
        /// AVX2 and AVX-512 (x86-64 processors since 2008) and differ without SSE4.2; on other
        /// architectures and ISA-L versions they are not promised. The pixels always are.
        case igzip(level: Int)

        /// The same compressor with its level in its range: 0…9 for zlib, 0…3 for igzip.
        var clamped: Compressor {
            switch self {
            case .zlib(let level): .zlib(level: min(9, max(0, level)))
            case .igzip(let level): .igzip(level: min(3, max(0, level)))
            }
        }
    }

    /// The compressor. A level outside its range is stored clamped, whether given to the
    /// initialiser or set later.
    public var compressor: Compressor {
        didSet { compressor = compressor.clamped }
    }
    /// Row filter selection.
    public var rowFilter: RowFilter

    /// Settings with `compressor` (its level clamped to 0…9 for zlib, 0…3 for igzip) and
    /// `rowFilter`.
    public init(compressor: Compressor, rowFilter: RowFilter) {
        self.compressor = compressor.clamped
        self.rowFilter = rowFilter
    }

    /// Settings with zlib at `compressionLevel` (clamped to 0…9) and `rowFilter`.
    public init(compressionLevel: Int, rowFilter: RowFilter) {
        self.init(compressor: .zlib(level: compressionLevel), rowFilter: rowFilter)
    }

    /// zlib level 6, adaptive filters (libpng's and Cairo's defaults).
    public static let `default` = PNGEncodingSettings(compressionLevel: 6, rowFilter: .adaptive)
    /// igzip level 2, no filter.
    public static let fast = PNGEncodingSettings(compressor: .igzip(level: 2), rowFilter: .none)
}
