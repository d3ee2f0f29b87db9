import LayoutImage
import LayoutSupport

/// The comparison of two images of different sizes, on the canvas of their union anchored at the
/// top-left (where a layout's content starts, so an unchanged top-left stays aligned, as
/// Playwright and reg-cli compare): the overlap is compared pixel by pixel as usual; a pixel only
/// the expected image has is *removed*, one only the actual image has is *added*. The diff image
/// shows the overlap's marks, and each band faded and tinted in its own colour (`removedColor`,
/// `addedColor`); where neither image reaches it stays white.
enum SizeChangeDiff {
    /// The tint of pixels only the expected image has: blue.
    static let removedColor = Color(red: 0, green: 96, blue: 255)
    /// The tint of pixels only the actual image has: green.
    static let addedColor = Color(red: 0, green: 170, blue: 0)

    /// Compares `expected` and `actual`, whose sizes differ (nil: an image without pixels).
    static func compare(
        expected: PixelView?, actual: PixelView?, options: PixelDiffOptions
    ) -> PixelDiffResult {
        let expectedSize = PixelSize(width: expected?.width ?? 0, height: expected?.height ?? 0)
        let actualSize = PixelSize(width: actual?.width ?? 0, height: actual?.height ?? 0)
        let overlap = PixelSize(
            width: min(expectedSize.width, actualSize.width), height: min(expectedSize.height, actualSize.height))
        let expectedCrop = expected.map { cropped($0, to: overlap) } ?? []
        let actualCrop = actual.map { cropped($0, to: overlap) } ?? []
        var inOverlap = PixelDiffResult(
            status: .identical, expectedSize: overlap, actualSize: overlap, mismatchedPixels: 0, antialiasedPixels: 0,
            totalPixels: 0, regions: [], diffImage: nil)
        if overlap.area > 0 {
            expectedCrop.withUnsafeBytes { e in
                actualCrop.withUnsafeBytes { a in
                    if let eb = e.baseAddress, let ab = a.baseAddress {
                        inOverlap = PixelComparator(
                            expected: PixelView(base: eb, width: overlap.width, height: overlap.height),
                            actual: PixelView(base: ab, width: overlap.width, height: overlap.height), options: options
                        ).run()
                    }
                }
            }
        }
        let removed = bands(of: expectedSize, beyond: overlap)
        let added = bands(of: actualSize, beyond: overlap)
        let removedPixels = removed.reduce(0) { $0 + $1.width * $1.height }
        let addedPixels = added.reduce(0) { $0 + $1.width * $1.height }
        var result = PixelDiffResult(
            status: .sizeMismatch, expectedSize: expectedSize, actualSize: actualSize,
            mismatchedPixels: inOverlap.mismatchedPixels + removedPixels + addedPixels,
            antialiasedPixels: inOverlap.antialiasedPixels, totalPixels: overlap.area + removedPixels + addedPixels,
            regions: Array((inOverlap.regions + removed + added).prefix(options.maxRegions)), diffImage: nil)
        result.overlapMismatchedPixels = inOverlap.mismatchedPixels
        result.removedPixels = removedPixels
        result.addedPixels = addedPixels
        if options.producesDiffImage {
            result.diffImage = diffImage(
                overlap: inOverlap.diffImage, expected: expected, actual: actual, removed: removed, added: added,
                style: options.diffImageStyle)
        }
        return result
    }

    /// The rectangles of an image of `size` outside `overlap` (at the top-left): the strip to
    /// the right of the overlap, full height, and the strip below it, overlap wide.
    static func bands(of size: PixelSize, beyond overlap: PixelSize) -> [PixelRect] {
        var rects: [PixelRect] = []
        if size.width > overlap.width {
            rects.append(PixelRect(x: overlap.width, y: 0, width: size.width - overlap.width, height: size.height))
        }
        if size.height > overlap.height {
            rects.append(PixelRect(x: 0, y: overlap.height, width: overlap.width, height: size.height - overlap.height))
        }
        return rects.filter { $0.width > 0 && $0.height > 0 }
    }

    /// The top-left `size` pixels of `view`, row by row.
    private static func cropped(_ view: PixelView, to size: PixelSize) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size.area * 4)
        bytes.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress else { return }
            for y in 0..<size.height {
                (base + y * size.width * 4).copyMemory(from: view.base + y * view.width * 4, byteCount: size.width * 4)
            }
        }
        return bytes
    }

    /// The union canvas: white, the overlap's diff image at the top-left, each band the faded
    /// pixels of the image it belongs to blended half and half with its tint.
    private static func diffImage(
        overlap: RGBAImage?, expected: PixelView?, actual: PixelView?, removed: [PixelRect], added: [PixelRect],
        style: DiffImageStyle
    ) -> RGBAImage {
        let width = max(expected?.width ?? 0, actual?.width ?? 0)
        let height = max(expected?.height ?? 0, actual?.height ?? 0)
        // White canvas, or transparent for a mask (pixelmatch's `diffMask`).
        var pixels = [UInt8](repeating: style.diffMask ? 0 : 255, count: width * height * 4)
        if let overlap {
            overlap.pixels.withUnsafeBytes { source in
                pixels.withUnsafeMutableBytes { target in
                    guard let from = source.baseAddress, let to = target.baseAddress else { return }
                    for y in 0..<overlap.height {
                        (to + y * width * 4).copyMemory(
                            from: from + y * overlap.width * 4, byteCount: overlap.width * 4)
                    }
                }
            }
        }
        for (rects, image, tint) in [(removed, expected, removedColor), (added, actual, addedColor)] {
            guard let view = image else { continue }
            for rect in rects {
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) {
                        let offset = (y * width + x) * 4
                        guard !style.diffMask else {
                            (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (tint.red, tint.green, tint.blue)
                            pixels[offset + 3] = 255
                            continue
                        }
                        let gray = Int(YIQColorDelta.fadedGray(view.word(x: x, y: y), fade: style.fade))
                        pixels[offset] = UInt8((gray + Int(tint.red)) / 2)
                        pixels[offset + 1] = UInt8((gray + Int(tint.green)) / 2)
                        pixels[offset + 2] = UInt8((gray + Int(tint.blue)) / 2)
                    }
                }
            }
        }
        return RGBAImage(uncheckedWidth: width, height: height, pixels: pixels)
    }
}
