import LayoutImage

/// One comparison of two equally sized images (see `PixelDiff`): the hot loop.
struct PixelComparator {
    let expected: PixelView
    let actual: PixelView
    let options: PixelDiffOptions

    func run() -> PixelDiffResult {
        let width = expected.width
        let height = expected.height
        let total = width * height
        var output: [UInt8] = []
        var counts = Counts(regions: RegionAccumulator(width: width, height: height))
        if options.producesDiffImage {
            output = [UInt8](unsafeUninitializedCapacity: total * 4) { buffer, initialized in
                if let base = buffer.baseAddress {
                    compareAll(into: UnsafeMutableRawPointer(base), counts: &counts)
                }
                initialized = total * 4
            }
        } else {
            compareAll(into: nil, counts: &counts)
        }
        let status: PixelDiffResult.Status =
            counts.identical
            ? .identical : (options.budget.allows(counts.mismatched, of: total) ? .withinBudget : .different)
        return PixelDiffResult(
            status: status, expectedSize: PixelSize(width: width, height: height),
            actualSize: PixelSize(width: width, height: height), mismatchedPixels: counts.mismatched,
            antialiasedPixels: counts.antialiased, totalPixels: total,
            regions: counts.regions.regions(maxCount: options.maxRegions),
            diffImage: options.producesDiffImage
                ? RGBAImage(uncheckedWidth: width, height: height, pixels: output) : nil)
    }

    struct Counts {
        var identical = false
        var mismatched = 0
        var antialiased = 0
        var regions: RegionAccumulator
    }

    /// Compares every pixel, writing the diff image to `output` when given.
    private func compareAll(into output: UnsafeMutableRawPointer?, counts: inout Counts) {
        let width = expected.width
        let height = expected.height
        let rowBytes = width * 4
        var painter = GrayPainter(fade: options.diffImageStyle.fade, mask: options.diffImageStyle.diffMask)
        if bytesEqual(expected.base, actual.base, count: rowBytes * height) {
            counts.identical = true
            if let output { painter.paint(expected, from: 0, to: width * height, into: output) }
            return
        }
        let maxDelta = options.maxDelta
        let background = options.transparencyBackground
        let detector = AntialiasingDetector(background: background)
        let ignores = options.ignoreRegions.filter { $0.area > 0 }
        let diffWord = options.diffImageStyle.diffColor.packed
        let altWord = (options.diffImageStyle.diffColorAlt ?? options.diffImageStyle.diffColor).packed
        let aaWord = options.diffImageStyle.aaColor.packed

        for y in 0..<height {
            let rowStart = y * width
            if bytesEqual(expected.base + rowStart * 4, actual.base + rowStart * 4, count: rowBytes) {
                if let output { painter.paint(expected, from: rowStart, to: rowStart + width, into: output) }
                continue
            }
            var x = 0
            while x < width {
                let next = nextMismatch(from: rowStart + x, to: rowStart + width) - rowStart
                if let output, next > x {
                    painter.paint(expected, from: rowStart + x, to: rowStart + next, into: output)
                }
                if next >= width { break }
                x = next
                let index = rowStart + x
                let p1 = expected.word(index)
                var mark: UInt32? = nil
                if ignores.isEmpty || !ignores.contains(where: { $0.contains(x: x, y: y) }) {
                    let delta = YIQColorDelta.delta(
                        p1, actual.word(index), byteOffset: index * 4, background: background)
                    if abs(delta) > maxDelta {
                        if !options.includeAA
                            && (detector.isAntialiased(expected, x: x, y: y, other: actual)
                                || detector.isAntialiased(actual, x: x, y: y, other: expected))
                        {
                            counts.antialiased += 1
                            // pixelmatch leaves anti-aliased pixels out of a mask.
                            mark = options.diffImageStyle.diffMask ? nil : aaWord
                        } else {
                            counts.mismatched += 1
                            counts.regions.add(x: x, y: y)
                            mark = delta < 0 ? altWord : diffWord
                        }
                    }
                }
                if let output {
                    if let mark {
                        output.storeBytes(of: mark, toByteOffset: index * 4, as: UInt32.self)
                    } else {
                        painter.paint(expected, from: index, to: index + 1, into: output)
                    }
                }
                x += 1
            }
        }
    }

    /// The first linear index in `start..<end` whose pixels differ, or `end`.
    @inline(__always)
    private func nextMismatch(from start: Int, to end: Int) -> Int {
        var index = start
        let a = expected.base
        let b = actual.base
        while index + 4 <= end {
            let offset = index &* 4
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                || a.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                    != b.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            {
                break
            }
            index &+= 4
        }
        while index < end && expected.word(index) == actual.word(index) { index &+= 1 }
        return index
    }
}

/// Paints the faded grey copy of the expected image, remembering the last pixel converted:
/// layout images are mostly flat colour, so nearly every pixel reuses the previous result. With
/// `mask` it paints transparency instead (pixelmatch's `diffMask`).
struct GrayPainter {
    let fade: Double
    let mask: Bool
    private var lastInput: UInt32 = 0
    private var lastOutput: UInt32

    init(fade: Double, mask: Bool = false) {
        self.fade = fade
        self.mask = mask
        lastOutput = mask ? 0 : GrayPainter.grayWord(0, fade: fade)
    }

    @inline(__always)
    static func grayWord(_ pixel: UInt32, fade: Double) -> UInt32 {
        let value = UInt32(YIQColorDelta.fadedGray(pixel, fade: fade))
        return value | value << 8 | value << 16 | 0xFF00_0000
    }

    /// Writes grey pixels for linear indices `start..<end` of `image` into `output`.
    @inline(__always)
    mutating func paint(_ image: PixelView, from start: Int, to end: Int, into output: UnsafeMutableRawPointer) {
        var index = start
        while index < end {
            let pixel = image.word(index)
            if !mask, pixel != lastInput {
                lastInput = pixel
                lastOutput = GrayPainter.grayWord(pixel, fade: fade)
            }
            output.storeBytes(of: lastOutput, toByteOffset: index &* 4, as: UInt32.self)
            index &+= 1
        }
    }
}
