import LayoutDiff
import LayoutImage
import LayoutSnapshot
import LayoutSupport
import XCTest

final class PixelDiffTests: XCTestCase {
    func testIdenticalImagesAreIdenticalWithFadedGreyDiff() {
        let image = TestImages.setting(TestImages.filled(8, 8, TestImages.white), [(2, 2)], to: TestImages.black)
        let result = PixelDiff.compare(image, image)
        XCTAssertEqual(result.status, .identical)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.totalPixels, 64)
        XCTAssertEqual(result.regions, [])
        XCTAssertTrue(result.passes)
        // Grey = 255 + (Y − 255) · 0.1: white stays 255, black becomes 255 − 25.5 = 229.5 → 229.
        let diff = result.diffImage
        XCTAssertEqual(diff?.pixel(x: 0, y: 0), Color(red: 255, green: 255, blue: 255), "white pixel")
        XCTAssertEqual(diff?.pixel(x: 2, y: 2), Color(red: 229, green: 229, blue: 229), "black pixel")
    }

    func testOnePixelChangeIsCountedAndBoxed() {
        let expected = TestImages.filled(16, 16, TestImages.white)
        let actual = TestImages.setting(expected, [(5, 7)], to: TestImages.black)
        let result = PixelDiff.compare(expected, actual)
        XCTAssertEqual(result.status, .different)
        XCTAssertEqual(result.mismatchedPixels, 1)
        XCTAssertEqual(result.antialiasedPixels, 0)
        XCTAssertEqual(result.ratio, 1.0 / 256.0, accuracy: 1e-12)
        XCTAssertEqual(result.regions, [PixelRect(x: 5, y: 7, width: 1, height: 1)])
        XCTAssertEqual(result.diffImage?.pixel(x: 5, y: 7), Color(red: 255, green: 0, blue: 0))
    }

    func testDarkerPixelUsesAlternativeColourWhenSet() {
        let expected = TestImages.filled(4, 4, TestImages.white)
        let actual = TestImages.setting(expected, [(1, 1)], to: TestImages.black)
        var options = PixelDiffOptions()
        options.diffImageStyle.diffColorAlt = Color(red: 0, green: 128, blue: 255)
        let darker = PixelDiff.compare(expected, actual, options: options)
        XCTAssertEqual(darker.diffImage?.pixel(x: 1, y: 1), Color(red: 0, green: 128, blue: 255))
        let lighter = PixelDiff.compare(actual, expected, options: options)
        XCTAssertEqual(lighter.diffImage?.pixel(x: 1, y: 1), Color(red: 255, green: 0, blue: 0))
    }

    func testAntialiasedEdgeShiftIsNotCountedWithDetectionButCountedWithout() {
        // The edge column goes from grey 128 to grey 64: a quarter-pixel shift of the edge.
        // For greys only Y changes (the I and Q weights sum to 0): delta = 0.5053 · 64² ≈ 2070,
        // well above 35215 · 0.1² ≈ 352, so every pixel of the column differs in colour.
        let expected = TestImages.edge(16, 12, edge: 8, level: 128)
        let actual = TestImages.edge(16, 12, edge: 8, level: 64)
        let grey128 = Color(red: 128, green: 128, blue: 128)
        let grey64 = Color(red: 64, green: 64, blue: 64)
        XCTAssertGreaterThan(handYIQDelta(grey128, grey64), 35215 * 0.1 * 0.1)

        let detected = PixelDiff.compare(expected, actual)
        XCTAssertEqual(detected.mismatchedPixels, 0, "edge pixels are anti-aliasing")
        XCTAssertEqual(detected.antialiasedPixels, 12)
        XCTAssertEqual(detected.diffImage?.pixel(x: 8, y: 5), Color(red: 255, green: 255, blue: 0))
        XCTAssertTrue(detected.passes)

        let included = PixelDiff.compare(expected, actual, options: PixelDiffOptions(includeAA: true))
        XCTAssertEqual(included.mismatchedPixels, 12, "includeAA counts the whole edge column")
        XCTAssertEqual(included.regions, [PixelRect(x: 8, y: 0, width: 1, height: 12)])
    }

    func testColourChangeBelowAndAboveThreshold() {
        let base = Color(red: 200, green: 100, blue: 50)
        let changed = Color(red: 205, green: 100, blue: 50)
        // dr = 5: y = 1.4945, i = 2.9799, q = 1.0574 → delta ≈ 4.002.
        let delta = handYIQDelta(base, changed)
        XCTAssertEqual(delta, 4.002, accuracy: 0.001)
        let expected = TestImages.filled(9, 9, base)
        let actual = TestImages.setting(expected, [(4, 4)], to: changed)
        for threshold in [0.005, 0.01, 0.02, 0.1] {
            let counted = delta > 35215 * threshold * threshold
            let result = PixelDiff.compare(expected, actual, options: PixelDiffOptions(threshold: threshold))
            XCTAssertEqual(
                result.mismatchedPixels, counted ? 1 : 0,
                "threshold \(threshold): delta \(delta) vs max \(35215 * threshold * threshold)")
        }
    }

    /// Different sizes are compared on the union, anchored at the top-left: a 10×5 image against
    /// a 5×10 one overlap in 5×5; the expected image alone has the 5×5 to the right of it
    /// (removed), the actual one the 5×5 below it (added); the bottom-right 5×5 is in neither.
    func testDifferentSizesAreComparedOnTheirUnion() {
        let result = PixelDiff.compare(
            TestImages.filled(10, 5, TestImages.white), TestImages.filled(5, 10, TestImages.white))
        XCTAssertEqual(result.status, .sizeMismatch)
        XCTAssertFalse(result.passes)
        XCTAssertEqual(result.expectedSize, PixelSize(width: 10, height: 5))
        XCTAssertEqual(result.actualSize, PixelSize(width: 5, height: 10))
        XCTAssertEqual(result.overlapMismatchedPixels, 0)
        XCTAssertEqual(result.removedPixels, 25)
        XCTAssertEqual(result.addedPixels, 25)
        XCTAssertEqual(result.mismatchedPixels, 50)
        XCTAssertEqual(result.totalPixels, 75)
        XCTAssertEqual(
            result.regions,
            [PixelRect(x: 5, y: 0, width: 5, height: 5), PixelRect(x: 0, y: 5, width: 5, height: 5)])
        let image = try? XCTUnwrap(result.diffImage)
        XCTAssertEqual(image?.pixelSize, PixelSize(width: 10, height: 10))
        // White faded stays white; a band is half white, half its tint.
        XCTAssertEqual(image?.pixel(x: 2, y: 2), Color(red: 255, green: 255, blue: 255, alpha: 255), "overlap")
        XCTAssertEqual(image?.pixel(x: 7, y: 2), Color(red: 127, green: 175, blue: 255, alpha: 255), "removed: blue")
        XCTAssertEqual(image?.pixel(x: 2, y: 7), Color(red: 127, green: 212, blue: 127, alpha: 255), "added: green")
        XCTAssertEqual(image?.pixel(x: 7, y: 7), Color(red: 255, green: 255, blue: 255, alpha: 255), "neither")
        XCTAssertEqual(
            result.summary,
            "size mismatch: expected 10×5, actual 5×10; 0 of the overlap's pixels differ, "
                + "25 only in the expected image (removed), 25 only in the actual one (added)")
    }

    func testAnEmptyImageAgainstAnotherIsAllAdded() {
        let result = PixelDiff.compare(
            TestImages.filled(0, 0, TestImages.white), TestImages.filled(3, 2, TestImages.white))
        XCTAssertEqual(result.status, .sizeMismatch)
        XCTAssertEqual(result.addedPixels, 6)
        XCTAssertEqual(result.removedPixels, 0)
        XCTAssertEqual(result.diffImage?.pixelSize, PixelSize(width: 3, height: 2))
    }

    func testShortBufferThrowsClearError() {
        XCTAssertThrowsError(
            try PixelDiff.compare(
                expected: [UInt8](repeating: 0, count: 12), expectedSize: PixelSize(width: 2, height: 2),
                actual: [UInt8](repeating: 0, count: 16), actualSize: PixelSize(width: 2, height: 2))
        ) { error in
            XCTAssertEqual("\(error)", "expected: expected 16 bytes of RGBA pixels for 2×2, found 12")
        }
    }

    func testIgnoreRegionsExcludeDifferences() {
        let expected = TestImages.filled(20, 20, TestImages.white)
        let actual = TestImages.setting(expected, [(3, 3), (15, 15)], to: TestImages.black)
        let options = PixelDiffOptions(ignoreRegions: [PixelRect(x: 0, y: 0, width: 10, height: 10)])
        let result = PixelDiff.compare(expected, actual, options: options)
        XCTAssertEqual(result.mismatchedPixels, 1)
        XCTAssertEqual(result.regions, [PixelRect(x: 15, y: 15, width: 1, height: 1)])
        // The ignored pixel is drawn as the faded copy of the expected (white) pixel.
        XCTAssertEqual(result.diffImage?.pixel(x: 3, y: 3), Color(red: 255, green: 255, blue: 255))
    }

    func testRegionsMergeNearbyChangesAndSeparateDistantOnes() {
        let expected = TestImages.filled(100, 60, TestImages.white)
        // A 4×3 block, a second block 2 px to its right (same region), and a distant single pixel.
        var changed: [(Int, Int)] = []
        for y in 10..<13 { for x in 10..<14 { changed.append((x, y)) } }
        for y in 11..<12 { for x in 16..<18 { changed.append((x, y)) } }
        changed.append((80, 50))
        let actual = TestImages.setting(expected, changed, to: TestImages.black)
        let result = PixelDiff.compare(expected, actual)
        XCTAssertEqual(result.mismatchedPixels, 12 + 2 + 1)
        XCTAssertEqual(
            result.regions,
            [PixelRect(x: 10, y: 10, width: 8, height: 3), PixelRect(x: 80, y: 50, width: 1, height: 1)])
    }

    func testRegionCountIsCapped() {
        let expected = TestImages.filled(200, 200, TestImages.white)
        let scattered = (0..<10).flatMap { row in (0..<10).map { column in (column * 20 + 3, row * 20 + 3) } }
        let actual = TestImages.setting(expected, scattered, to: TestImages.black)
        // 100 isolated pixels exceed the default cap of 32, so tiles grow from 8 to 16 px. Pixel
        // columns 3, 23, …, 183 fall in 16-px tiles 0 1 2 3 | 5 6 7 8 | 10 11: three groups of
        // touching tiles per axis, hence 3 × 3 regions.
        let uncapped = PixelDiff.compare(expected, actual)
        XCTAssertEqual(uncapped.regions.count, 9)
        let capped = PixelDiff.compare(expected, actual, options: PixelDiffOptions(maxRegions: 4))
        XCTAssertLessThanOrEqual(capped.regions.count, 4)
        for (x, y) in scattered {
            XCTAssertTrue(capped.regions.contains { $0.contains(x: x, y: y) }, "pixel (\(x), \(y)) is in a region")
        }
    }

    func testBudgetStricterLimitWins() {
        let expected = TestImages.filled(100, 10, TestImages.white)  // 1000 pixels
        let changed = (0..<20).map { ($0, 0) }
        let actual = TestImages.setting(expected, changed, to: TestImages.black)
        func status(_ budget: PixelBudget) -> PixelDiffResult.Status {
            PixelDiff.compare(expected, actual, options: PixelDiffOptions(budget: budget)).status
        }
        XCTAssertEqual(status(PixelBudget(maxPixels: 20)), .withinBudget)
        XCTAssertEqual(status(PixelBudget(maxPixels: 19)), .different)
        XCTAssertEqual(status(PixelBudget(maxRatio: 0.02)), .withinBudget)
        XCTAssertEqual(status(PixelBudget(maxPixels: 100, maxRatio: 0.01)), .different, "ratio 0.02 > 0.01")
        XCTAssertEqual(status(PixelBudget(maxPixels: 10, maxRatio: 0.5)), .different, "20 > 10 pixels")
    }

    func testTransparencyBackgrounds() {
        // Fully transparent black against opaque white. Over white both are white: equal.
        // Over pixelmatch 7's pattern, the first pixel's background is (48, 48, 48), so the
        // channel differences are −207 each: far above the threshold.
        let expected = TestImages.filled(1, 1, Color(red: 0, green: 0, blue: 0, alpha: 0))
        let actual = TestImages.filled(1, 1, TestImages.white)
        let white = PixelDiff.compare(expected, actual, options: PixelDiffOptions(transparencyBackground: .white))
        XCTAssertEqual(white.mismatchedPixels, 0)
        let pattern = PixelDiff.compare(expected, actual)
        XCTAssertEqual(pattern.mismatchedPixels, 1)
        XCTAssertGreaterThan(handYIQDelta(Color(red: 48, green: 48, blue: 48), TestImages.white), 352.15)
    }
}

final class DiffImageOutlineTests: XCTestCase {
    func testOutlinesAreDrawnInsideTheRectAndClipped() {
        let image = RGBAImage(width: 6, height: 6, red: 255, green: 255, blue: 255, alpha: 255)
            .outlining([PixelRect(x: 1, y: 1, width: 3, height: 3), PixelRect(x: 4, y: 4, width: 10, height: 10)])
        let blue = Color(red: 0, green: 102, blue: 255)
        let plain = Color(red: 255, green: 255, blue: 255)
        XCTAssertEqual(image.pixel(x: 1, y: 1), blue, "corner")
        XCTAssertEqual(image.pixel(x: 3, y: 2), blue, "right edge")
        XCTAssertEqual(image.pixel(x: 2, y: 2), plain, "interior untouched")
        XCTAssertEqual(image.pixel(x: 0, y: 0), plain, "outside untouched")
        XCTAssertEqual(image.pixel(x: 5, y: 4), blue, "clipped rectangle's top edge")
        XCTAssertEqual(image.pixel(x: 5, y: 5), plain, "clipped rectangle has no edge inside the image there")
    }
}
