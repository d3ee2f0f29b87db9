import LayoutImage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pixel-by-pixel image comparison with the semantics of mapbox's pixelmatch 7.
///
/// Two pixels differ when their squared YIQ distance exceeds `35215 · threshold²`; a differing
/// pixel that looks like anti-aliasing in either image is reported separately and not counted
/// (unless `includeAA`). Results match pixelmatch's counts on the same pairs. On top of
/// pixelmatch: ignore regions, a budget, bounding boxes of the changed regions, and images of
/// different sizes compared on the union of both (`SizeChangeDiff`) rather than refused.
///
/// Speed: equal rows are skipped with `memcmp`, equal pixels inside a changed row with 64-bit
/// comparisons; colour maths runs only for pixels whose bytes differ.
public enum PixelDiff {
    /// Compares `actual` with `expected`, both straight-alpha RGBA8 bytes, row-major.
    ///
    /// - Parameters:
    ///   - expected: the reference pixels (`expectedSize.area · 4` bytes or more).
    ///   - actual: the pixels to check.
    ///   - options: threshold, anti-aliasing, ignore regions, budget, diff image.
    /// - Returns: the counts, regions and diff image; a size mismatch is a result too.
    /// - Throws: `PixelDiffError` when a buffer is shorter than its size says.
    public static func compare(
        expected: UnsafeBufferPointer<UInt8>, expectedSize: PixelSize,
        actual: UnsafeBufferPointer<UInt8>, actualSize: PixelSize,
        options: PixelDiffOptions = PixelDiffOptions()
    ) throws(PixelDiffError) -> PixelDiffResult {
        try validate(expected, expectedSize, name: "expected")
        try validate(actual, actualSize, name: "actual")
        if expectedSize != actualSize {
            return SizeChangeDiff.compare(
                expected: PixelView(expected, expectedSize), actual: PixelView(actual, actualSize), options: options)
        }
        guard let expectedBase = expected.baseAddress, let actualBase = actual.baseAddress, expectedSize.area > 0
        else {
            return PixelDiffResult(
                status: .identical, expectedSize: expectedSize, actualSize: actualSize, mismatchedPixels: 0,
                antialiasedPixels: 0, totalPixels: 0, regions: [],
                diffImage: options.producesDiffImage
                    ? RGBAImage(uncheckedWidth: expectedSize.width, height: expectedSize.height, pixels: []) : nil)
        }
        let comparator = PixelComparator(
            expected: PixelView(
                base: UnsafeRawPointer(expectedBase), width: expectedSize.width, height: expectedSize.height),
            actual: PixelView(base: UnsafeRawPointer(actualBase), width: actualSize.width, height: actualSize.height),
            options: options)
        return comparator.run()
    }

    /// Compares two byte arrays of straight-alpha RGBA8 pixels; see the buffer-pointer variant.
    public static func compare(
        expected: [UInt8], expectedSize: PixelSize,
        actual: [UInt8], actualSize: PixelSize,
        options: PixelDiffOptions = PixelDiffOptions()
    ) throws(PixelDiffError) -> PixelDiffResult {
        let result: Result<PixelDiffResult, PixelDiffError> = expected.withUnsafeBufferPointer { e in
            actual.withUnsafeBufferPointer { a in
                Result { () throws(PixelDiffError) -> PixelDiffResult in
                    try compare(
                        expected: e, expectedSize: expectedSize, actual: a, actualSize: actualSize, options: options)
                }
            }
        }
        return try result.get()
    }

    private static func validate(
        _ buffer: UnsafeBufferPointer<UInt8>, _ size: PixelSize, name: String
    ) throws(PixelDiffError) {
        if size.width < 0 || size.height < 0 { throw .invalidSize(name, size: size) }
        let (bytes, overflow) = size.width.multipliedReportingOverflow(by: size.height * 4)
        if overflow || buffer.count < bytes { throw .bufferTooSmall(name, size: size, byteCount: buffer.count) }
    }
}

/// Whether `count` bytes at `a` and `b` are equal, through the C library's vectorised `memcmp`.
@inline(__always)
func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(a, b, count) == 0
}
