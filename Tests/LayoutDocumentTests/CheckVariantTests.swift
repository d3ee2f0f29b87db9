import CollectionLayout
import Foundation
import LayoutDocument
import XCTest

/// `check.variants` and `--variant`: words joined by `+`, one of each kind, named in one order.
final class CheckVariantTests: XCTestCase {
    private func variant(_ text: String) throws -> CheckVariant {
        try CheckVariant(parsing: text)
    }

    private func message(_ text: String) -> String? {
        do {
            _ = try CheckVariant(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    /// Each kind sets its trait; the words of `UIContentSizeCategory` run from xs (extraSmall)
    /// to ax5 (accessibilityExtraExtraExtraLarge) in Apple's order.
    func testEachWordSetsItsTrait() throws {
        let full = try variant("iphone-15+rtl+ax3+dark")
        XCTAssertEqual(full.device?.name, "iphone-15")
        XCTAssertNil(full.orientation)
        XCTAssertEqual(full.layoutDirection, .rightToLeft)
        XCTAssertEqual(full.contentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(full.appearance, .dark)
        XCTAssertEqual(try variant("xs").contentSizeCategory, .extraSmall)
        XCTAssertEqual(try variant("l").contentSizeCategory, .large)
        XCTAssertEqual(try variant("xxxl").contentSizeCategory, .extraExtraExtraLarge)
        XCTAssertEqual(try variant("ax1").contentSizeCategory, .accessibilityMedium)
        XCTAssertEqual(try variant("ax5").contentSizeCategory, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(try variant("ltr").layoutDirection, .leftToRight)
        XCTAssertEqual(try variant("light").appearance, .light)
        let turned = try variant("ipad-mini-landscape")
        XCTAssertEqual(turned.device?.name, "ipad-mini")
        XCTAssertEqual(turned.orientation, .landscape)
    }

    /// Words in any order, UIKit's full names and capitals name the same variant, written in
    /// the one order: device, direction, text size, appearance.
    func testTheNameIsCanonical() throws {
        XCTAssertEqual(try variant("dark+ax3+rtl+iphone-15").name, "iphone-15+rtl+ax3+dark")
        XCTAssertEqual(
            try variant("accessibilityExtraLarge+rightToLeft+Dark").name, try variant("rtl+ax3+dark").name)
        XCTAssertEqual(try variant("landscape+iphone-15").name, "iphone-15-landscape")
        XCTAssertEqual(try variant("iphone-15+portrait").name, "iphone-15")
        XCTAssertEqual(try variant("landscape+rtl").name, "landscape+rtl")
    }

    func testBadVariantsAreExplained() {
        XCTAssertEqual(message("rtl+ltr"), "variant `rtl+ltr` names two layout directions; give at most one")
        XCTAssertEqual(
            message("iphone-15+ipad-mini"), "variant `iphone-15+ipad-mini` names two devices; give at most one")
        XCTAssertEqual(
            message("portrait+iphone-15-landscape"),
            "variant `portrait+iphone-15-landscape` names two orientations; give at most one")
        XCTAssertEqual(message("dark+light")?.contains("two appearances"), true)
        XCTAssertEqual(message("ax1+xs")?.contains("two text sizes"), true)
        XCTAssertEqual(message("rtl+")?.hasPrefix("expected words joined by `+`"), true)
        XCTAssertEqual(message("")?.hasPrefix("expected words joined by `+`"), true)
        let unknown = message("ipone-15+rtl") ?? ""
        XCTAssertTrue(unknown.hasPrefix("unknown word `ipone-15` in variant `ipone-15+rtl`"), unknown)
        XCTAssertTrue(unknown.contains("did you mean `iphone-15`?"), unknown)
    }

    /// A variant's values replace the device case's: its own device (in its orientation), or
    /// the device turned; the rest are kept.
    func testAVariantReplacesADevicesValues() throws {
        let onPad = CheckVariant(DeviceSelection(device: try XCTUnwrap(Device.named("ipad-mini"))))
        XCTAssertEqual(onPad.replacing(with: try variant("rtl")).name, "ipad-mini+rtl")
        XCTAssertEqual(onPad.replacing(with: try variant("landscape+dark")).name, "ipad-mini-landscape+dark")
        XCTAssertEqual(onPad.replacing(with: try variant("iphone-15")).name, "iphone-15")
        let own = DeviceSelection(device: try XCTUnwrap(Device.named("iphone-se-3")))
        XCTAssertEqual(try variant("landscape").deviceSelection(turning: own)?.orientation, .landscape)
        XCTAssertEqual(try variant("landscape").deviceSelection(turning: own)?.device.name, "iphone-se-3")
        XCTAssertNil(try variant("rtl").deviceSelection(turning: own), "the document's own device, as it is")
    }

    /// `check.variants` in a document: read as variants; a bad one located at its list entry.
    func testTheDocumentsVariants() throws {
        let document = """
            layout: {type: flow, itemSize: {width: 100, height: 100}}
            sections: [3]
            viewport: {width: 300, height: 300}
            check: {variants: [rtl, "dark+ax5"]}

            """
        let read = try LayoutDocument.decode(document, file: "d.yaml")
        XCTAssertEqual(read.check.variants.map(\.name), ["rtl", "ax5+dark"])
        let bad = document.replacingOccurrences(of: "\"dark+ax5\"", with: "\"dark+huge\"")
        XCTAssertThrowsError(try LayoutDocument.decode(bad, file: "d.yaml")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("d.yaml:4:"), text)
            XCTAssertTrue(text.contains("check.variants[1]"), text)
            XCTAssertTrue(text.contains("unknown word `huge` in variant `dark+huge`"), text)
        }
    }
}
