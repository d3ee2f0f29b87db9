internal import CPNG
import Dispatch
import Foundation
import LayoutSupport

/// Writes a PNG whose rows are filtered and compressed in bands on several threads, the
/// technique of parallel gzip tools: each band of rows is an independent raw deflate stream
/// (primed with the previous band's last 32 KiB as its dictionary, so little is lost to the
/// split) ended by a sync flush, the last by the final block; the pieces are joined under one
/// zlib header and one Adler-32 (`adler32_combine`). `BandDeflater` compresses a band with the
/// settings' compressor.
///
/// Bands are fixed by the image's size alone, never by the number of workers or by timing, so
/// the bytes are the same with 1 worker or 16. Filters follow libpng's adaptive heuristic
/// (per row, the filter whose output has the smallest sum of absolute signed bytes; ties to the
/// earlier of None, Sub, Up, Average, Paeth), or one fixed filter.
enum BandedPNGWriter {
    /// Raw bytes per band: large enough that priming with a dictionary costs 3 % more work,
    /// small enough that a 1000×1000 image has a band for each of 2–3 cores.
    static let bandBytes = 1 << 20
    /// The deflate window (and dictionary) size.
    private static let window = 32 * 1024

    /// The PNG of a `width`×`height` 8-bit RGB or RGBA image; `fillRow(y, row)` writes row
    /// `y`'s unfiltered bytes into `row` and may be called from several threads at once.
    static func write(
        width: Int, height: Int, hasAlpha: Bool, settings: PNGEncodingSettings, workers: Int,
        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> Data {
        let rowBytes = width * (hasAlpha ? 4 : 3)
        let rowsPerBand = max(1, bandBytes / (rowBytes + 1))
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        let bands = withoutActuallyEscaping(fillRow) { fillRow in
            let job = BandJob(
                source: fillRow, height: height, rowsPerBand: rowsPerBand, bandCount: bandCount,
                compressor: settings.compressor,
                filter: RowFilterer(rowBytes: rowBytes, bytesPerPixel: hasAlpha ? 4 : 3, filter: settings.rowFilter))
            return ParallelWork.map(count: bandCount, jobs: workers) { band in job.band(band) }
        }
        var stream = zlibHeader(settings.compressor)
        var adler = adler32(0, nil, 0)
        for band in bands {
            stream += band.compressed
            adler = adler32_combine(adler, band.adler, off_t(band.length))
        }
        stream += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        return PNGChunks.file(width: width, height: height, hasAlpha: hasAlpha, zlibStream: stream)
    }

    /// What every band of one image needs; a band is made by whichever worker is free.
    private struct BandJob: @unchecked Sendable {
        /// Reads memory that no one writes while the bands are made.
        let source: (Int, UnsafeMutablePointer<UInt8>) -> Void
        let height: Int
        let rowsPerBand: Int
        let bandCount: Int
        let compressor: PNGEncodingSettings.Compressor
        let filter: RowFilterer

        /// Band `band`: its rows filtered, primed with the rows before it, deflated.
        func band(_ band: Int) -> CompressedBand {
            let rows = (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand)
            let rowsInWindow = (window + filter.rowBytes) / (filter.rowBytes + 1) + 1
            let dictionaryRows = max(0, rows.lowerBound - rowsInWindow)..<rows.lowerBound
            let dictionary = filter.filtered(rows: dictionaryRows, fillRow: source).suffix(window)
            let data = filter.filtered(rows: rows, fillRow: source)
            return BandDeflater.deflate(
                data, dictionary: Array(dictionary), compressor: compressor, isLast: band == bandCount - 1)
        }
    }

    /// CMF and FLG of a zlib stream with a 32 KiB window, FLEVEL as zlib sets it for its level,
    /// and "fastest" for igzip (RFC 1950: FLEVEL only informs; decoders do not read it).
    private static func zlibHeader(_ compressor: PNGEncodingSettings.Compressor) -> [UInt8] {
        switch compressor {
        case .zlib(level: ...1), .igzip: [0x78, 0x01]
        case .zlib(level: 2...5): [0x78, 0x5E]
        case .zlib(level: 6): [0x78, 0x9C]
        case .zlib: [0x78, 0xDA]
        }
    }
}
