import CollectionLayout
import Foundation
import LayoutImage
import LayoutSupport
import XCTest

@testable import LayoutRendering

final class CairoWrapperTests: XCTestCase {
    func testSurfaceSizeLimitsThrowInsteadOfCrashing() {
        for (width, height) in [(0, 10), (10, -1), (32768, 1), (1, 40000)] {
            XCTAssertThrowsError(try CairoImageSurface(width: width, height: height), "\(width)×\(height)") { error in
                XCTAssertTrue(error is CairoError, "\(width)×\(height): expected CairoError, got \(error)")
                XCTAssertTrue("\(error)".contains("32767"), "message should state the limit: \(error)")
            }
        }
        XCTAssertNoThrow(try CairoImageSurface(width: 32767, height: 1))
    }

    func testNewSurfaceIsTransparent() throws {
        let image = try CairoImageSurface(width: 3, height: 2).makeImage()
        XCTAssertEqual(image.pixels, [UInt8](repeating: 0, count: 24))
    }

    func testImageRoundTripThroughSurfaceUsesCairoRounding() throws {
        // Opaque and fully transparent pixels survive exactly; a translucent one follows
        // premultiply (round(c·a/255)) then unpremultiply ((p·255 + a/2) / a).
        var image = RGBAImage(width: 3, height: 1, red: 12, green: 34, blue: 56, alpha: 255)
        image.setPixel(x: 1, y: 0, to: Color(red: 200, green: 100, blue: 0, alpha: 128))
        image.setPixel(x: 2, y: 0, to: Color(red: 0, green: 0, blue: 0, alpha: 0))
        let back = try CairoImageSurface(image: image).makeImage()
        XCTAssertEqual(back.pixel(x: 0, y: 0), Color(red: 12, green: 34, blue: 56))
        // 200·128/255 = 100.39 → 100 → (100·255 + 64)/128 = 199; 100·128/255 = 50.2 → 50 → 100.
        XCTAssertEqual(back.pixel(x: 1, y: 0), Color(red: 199, green: 100, blue: 0, alpha: 128))
        XCTAssertEqual(back.pixel(x: 2, y: 0), Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func testSurfacePNGMatchesEncodingItsImage() throws {
        let surface = try CairoImageSurface(width: 20, height: 10)
        let context = try CairoContext(surface: surface)
        context.setSource(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)
        context.roundedRectangle(CGRect(x: 2, y: 1, width: 15, height: 8), radius: 3)
        context.fill()
        for settings in [PNGEncodingSettings.default, .fast] {
            let direct = try surface.pngData(settings: settings)
            let viaImage = try PNGEncoder.encode(surface.makeImage(), settings: settings)
            XCTAssertEqual(direct, viaImage, "surface → PNG and surface → RGBA → PNG differ for \(settings)")
        }
    }

    func testTextAdvanceUsesUnhintedDejaVuSansMetrics() throws {
        let context = try CairoContext(surface: CairoImageSurface(width: 10, height: 10))
        // DejaVu Sans digits advance 1303 of 2048 font units; bold digits 1425 (the font's hmtx).
        context.setFont(size: 12)
        XCTAssertEqual(context.textExtents("0").xAdvance, 1303.0 / 2048 * 12, accuracy: 1e-6, "regular '0'")
        XCTAssertEqual(context.textExtents("000").xAdvance, 3 * 1303.0 / 2048 * 12, accuracy: 1e-6, "'000'")
        context.setFont(size: 12, bold: true)
        XCTAssertEqual(context.textExtents("0").xAdvance, 1425.0 / 2048 * 12, accuracy: 1e-6, "bold '0'")
        context.setFont(size: 10)
        XCTAssertEqual(context.textExtents("0").xAdvance, 1303.0 / 2048 * 10, accuracy: 1e-6, "regular '0' at 10")
    }

    func testNoncharactersAndNULDrawAsReplacementCharacterNotAContextError() throws {
        // Cairo's UNICODE_VALID (cairo-unicode.c) refuses U+FDD0…U+FDEF and every U+xxFFFE/FFFF
        // with CAIRO_STATUS_INVALID_STRING, sticky for the whole context; Unicode allows them in
        // text (Corrigendum #9), so a label holding one must still draw. Each is measured as
        // U+FFFD, the mark the SVG writer uses, and a NUL no longer cuts the label short.
        let context = try CairoContext(surface: CairoImageSurface(width: 40, height: 20))
        context.setFont(size: 12)
        let replacement = context.textExtents("a\u{FFFD}b").xAdvance
        for value: UInt32 in [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1_FFFE, 0x10_FFFF, 0] {
            let text = "a\(Unicode.Scalar(value)!)b"
            let scalars = String(value, radix: 16)
            XCTAssertEqual(context.textExtents(text).xAdvance, replacement, accuracy: 1e-9, "advance of \(scalars)")
            context.showText(text, at: CGPoint(x: 1, y: 15))
            XCTAssertNoThrow(try context.checkStatus(while: "drawing \(scalars)"))
        }
        // Their neighbours are ordinary characters and pass through unchanged.
        for scalar: Unicode.Scalar in ["\u{FDCF}", "\u{FDF0}", "\u{FFFD}", "\u{1FFFD}"] {
            XCTAssertEqual(CairoText.drawable("a\(scalar)b"), "a\(scalar)b")
        }
    }

    func testTextAdvanceAgreesWithSharedTextLayoutEstimate() throws {
        let context = try CairoContext(surface: CairoImageSurface(width: 10, height: 10))
        context.setFont(size: 12)
        for text in ["0-0", "header 12", "Visible rectangle", "{}[]~"] {
            XCTAssertEqual(
                context.textExtents(text).xAdvance, TextLayout.estimatedWidth(of: text, fontSize: 12), accuracy: 1e-6,
                "advance of \"\(text)\": Cairo vs TextLayout")
        }
    }

    func testFontSelectionFollowsSaveRestoreAndGroups() throws {
        let context = try CairoContext(surface: CairoImageSurface(width: 10, height: 10))
        let digit20 = 1303.0 / 2048 * 20
        let digit10 = 1303.0 / 2048 * 10
        context.setFont(size: 20)
        context.save()
        context.setFont(size: 10)
        XCTAssertEqual(context.textExtents("0").xAdvance, digit10, accuracy: 1e-6, "inside save: size 10")
        context.restore()
        XCTAssertEqual(context.textExtents("0").xAdvance, digit20, accuracy: 1e-6, "after restore: size 20 again")
        context.setFont(size: 10)
        XCTAssertEqual(context.textExtents("0").xAdvance, digit10, accuracy: 1e-6, "re-selecting 10 after restore")
        context.pushGroup()
        context.setFont(size: 20)
        try context.popGroupToSourceAndPaint(alpha: 0.5)
        XCTAssertEqual(context.textExtents("0").xAdvance, digit10, accuracy: 1e-6, "after a group: size 10 again")
        context.setFont(size: 20)
        XCTAssertEqual(context.textExtents("0").xAdvance, digit20, accuracy: 1e-6, "re-selecting 20 after a group")
    }

    func testDejaVuSansIsWhatCairoDrawsWith() {
        XCTAssertNoThrow(try CairoFont.checkAvailable(), "fonts-dejavu-core must be installed for reproducible text")
    }

    func testSingularMatrixBecomesThrownError() throws {
        let context = try CairoContext(surface: CairoImageSurface(width: 10, height: 10))
        context.concatenate(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertThrowsError(try context.checkStatus(while: "drawing test element")) { error in
            XCTAssertTrue("\(error)".contains("drawing test element"), "message should name the action: \(error)")
            XCTAssertTrue("\(error)".contains("matrix"), "message should carry Cairo's reason: \(error)")
        }
    }

    func testUnmatchedRestoreIsIgnored() throws {
        let context = try CairoContext(surface: CairoImageSurface(width: 4, height: 4))
        context.restore()
        XCTAssertNoThrow(try context.checkStatus(while: "restoring without save"))
    }

    func testPixelAlignedClipGrowsOutwards() throws {
        let surface = try CairoImageSurface(width: 10, height: 10)
        let context = try CairoContext(surface: surface)
        context.clipToPixelAligned(CGRect(x: 2.4, y: 2.6, width: 3.2, height: 1.1))  // → x 2…6, y 2…4
        context.setSource(red: 1, green: 0, blue: 0)
        context.paint()
        let image = try surface.makeImage()
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (2..<4).contains(y)
                XCTAssertEqual(image.pixel(x: x, y: y)?.alpha, inside ? 255 : 0, "pixel (\(x), \(y))")
            }
        }
    }
}
