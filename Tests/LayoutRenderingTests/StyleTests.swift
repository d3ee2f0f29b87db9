import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutStyle
import LayoutSupport
import XCTest

final class StyleTests: XCTestCase {
    func testHexColoursParse() throws {
        XCTAssertEqual(try Color(hex: "#3E7BC4"), Color(red: 0x3E, green: 0x7B, blue: 0xC4))
        XCTAssertEqual(try Color(hex: "abc"), Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        XCTAssertEqual(try Color(hex: "#1234"), Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        XCTAssertEqual(try Color(hex: "#11223344"), Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        XCTAssertEqual(Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44).hexString, "#11223344")
        XCTAssertEqual(Color.rgb(0x3E7BC4).hexString, "#3e7bc4")
    }

    func testBadHexIsAnErrorWithAMessage() {
        for (text, fragment) in [("#12x", "'x' is not a hexadecimal digit"), ("#12345", "found 5"), ("", "found 0")] {
            XCTAssertThrowsError(try Color(hex: text), "\"\(text)\"") { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains(fragment), "\"\(text)\": \(message)")
                XCTAssertTrue(message.contains("expected #rgb"), "\"\(text)\": \(message)")
            }
        }
        XCTAssertThrowsError(try JSONDecoder().decode([Color].self, from: Data(##"["#zzzzzz"]"##.utf8)))
    }

    func testDefaultStylesTellCategoriesApart() {
        for style in [Style.light, Style.dark] {
            let fills = [style.cell.fill, style.supplementary.fill, style.decoration.fill]
            XCTAssertEqual(Set(fills.compactMap { $0 }).count, 3, "\(style.name): three different fills")
            let strokes = [style.cell.stroke, style.supplementary.stroke, style.decoration.stroke]
            XCTAssertEqual(Set(strokes.compactMap { $0 }).count, 3, "\(style.name): three different outlines")
            XCTAssertTrue(style.decoration.dash.count >= 2, "\(style.name): decorations are dashed")
            XCTAssertTrue(style.cell.dash.isEmpty, "\(style.name): cells are solid")
            XCTAssertEqual(style.cell.label, "{section}-{item}")
        }
        XCTAssertNotEqual(Style.light.background, Style.dark.background)
        XCTAssertEqual(Style.named("dark"), .dark)
        XCTAssertNil(Style.named("sepia"))
    }

    func testKindOverridesResolveByRawKindThenDisplayName() {
        var style = Style.light
        let byName = ElementStyle(fill: .rgb(0x00FF00))
        let byRaw = ElementStyle(fill: .rgb(0xFF0000))
        style.kinds["header"] = byName
        let header = ElementKey.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        let footer = ElementKey.supplementary(CollectionElementKind.sectionFooter, IndexPath(item: 0, section: 0))
        XCTAssertEqual(style.resolvedStyle(for: header), byName)
        XCTAssertEqual(style.resolvedStyle(for: footer), Style.light.kinds["footer"])
        let badge = ElementKey.supplementary("ribbon", IndexPath(item: 0, section: 0))
        XCTAssertEqual(style.resolvedStyle(for: badge), Style.light.supplementary, "unknown kinds use the category")
        style.kinds[CollectionElementKind.sectionHeader] = byRaw
        XCTAssertEqual(style.resolvedStyle(for: header), byRaw)
        XCTAssertEqual(style.resolvedStyle(for: .cell(IndexPath(item: 0, section: 0))), Style.light.cell)
    }

    /// Decoration kinds have their own table: the theme's section background is a decoration's
    /// look, and a supplementary view that happens to share the kind's name is not drawn as one.
    func testDecorationKindsResolveOnlyForDecorations() {
        let index = IndexPath(item: 0, section: 1)
        XCTAssertEqual(
            Style.light.resolvedStyle(for: .decoration("background", index)), Style.light.decorationKinds["background"])
        XCTAssertEqual(Style.light.resolvedStyle(for: .supplementary("background", index)), Style.light.supplementary)
        XCTAssertEqual(Style.light.resolvedStyle(for: .decoration("grid-line", index)), Style.light.decoration)
    }

    func testHeadersAndFootersLookDifferentInBothThemes() {
        let header = ElementKey.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        let footer = ElementKey.supplementary(CollectionElementKind.sectionFooter, IndexPath(item: 0, section: 0))
        for style in [Style.light, Style.dark] {
            XCTAssertNotEqual(
                style.resolvedStyle(for: header).fill, style.resolvedStyle(for: footer).fill,
                "\(style.name): a legend must tell headers from footers")
        }
    }

    func testLabelTemplates() throws {
        let cell = ElementKey.cell(IndexPath(item: 5, section: 2))
        let header = ElementKey.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 1))
        let decoration = ElementKey.decoration("background", IndexPath(item: 0, section: 3))
        XCTAssertEqual(LabelTemplate.render("{section}-{item}", for: cell), "2-5")
        XCTAssertEqual(LabelTemplate.render("{kind} {section}", for: header), "header 1")
        XCTAssertEqual(LabelTemplate.render("{category}: {kind}", for: decoration), "decoration: background")
        XCTAssertEqual(LabelTemplate.render("{{item}} = {item}", for: cell), "{item} = 5")
        XCTAssertEqual(LabelTemplate.render("{nope}", for: cell), "{nope}")
        // Text around placeholders is kept as written, non-ASCII and stray braces included.
        XCTAssertEqual(LabelTemplate.render("é {item}} ✓", for: cell), "é 5} ✓")
        XCTAssertEqual(LabelTemplate.render("}{item", for: cell), "}{item")
        XCTAssertEqual(LabelTemplate.render("{{}}{item}{", for: cell), "{}5{")
        // A label longer than the room kept for it on the stack (128 bytes) is whole.
        let longKind = String(repeating: "side-", count: 40)
        let long = ElementKey.decoration(longKind, IndexPath(item: 12, section: 3))
        XCTAssertEqual(LabelTemplate.render("{kind} {section}-{item}", for: long), longKind + " 3-12")
        XCTAssertEqual(LabelTemplate.render("{section}", for: .cell(IndexPath(item: 0, section: -4))), "-4")
        XCTAssertNoThrow(try LabelTemplate.validate("{section}-{item} {kind}"))
        XCTAssertThrowsError(try LabelTemplate.validate("{sectoin}")) { error in
            XCTAssertTrue("\(error)".contains("unknown placeholder \"sectoin\""), "\(error)")
        }
    }

    func testOutlineInsetKeepsTheStrokeInsideTheBox() {
        let outline = ElementOutline(
            style: ElementStyle(stroke: .black, strokeWidth: 2, cornerRadius: 5), size: CGSize(width: 80, height: 60))
        XCTAssertEqual(outline.rect, CGRect(x: -39, y: -29, width: 78, height: 58))
        XCTAssertEqual(outline.cornerRadius, 4)
        let unstroked = ElementOutline(
            style: ElementStyle(fill: .white, cornerRadius: 100), size: CGSize(width: 80, height: 60))
        XCTAssertEqual(unstroked.rect, CGRect(x: -40, y: -30, width: 80, height: 60))
        XCTAssertEqual(unstroked.cornerRadius, 30, "radius clamped to half the shorter side")
    }

    func testTextWidthsComeFromDejaVuSansAdvances() {
        // '0' is 1303 units, '-' 739 units, of 2048 per em.
        XCTAssertEqual(TextLayout.estimatedWidth(of: "0-0", fontSize: 2048), 1303 + 739 + 1303)
        XCTAssertEqual(TextLayout.baseline(centeredAt: 10, fontSize: 20), 17)
    }

    func testCharactersOutsideTheTableCountOneFallbackAdvanceEach() {
        // Outside U+0020…U+007E the estimate takes a digit's advance (1303 units) per Unicode
        // scalar, however many UTF-8 bytes the scalar takes: é (2 bytes), → (3), 👍 (4), a tab
        // (a control character). 'a' is 1255 units.
        XCTAssertEqual(TextLayout.estimatedWidth(of: "aé→👍\t", fontSize: 2048), 1255 + 4 * 1303)
        // "e" + U+0301 (a combining accent): two scalars, two advances.
        XCTAssertEqual(TextLayout.estimatedWidth(of: "e\u{301}", fontSize: 2048), 1260 + 1303)
        XCTAssertEqual(
            DejaVuSansMetrics.width(of: "aé→👍\t".dropFirst(), fontSize: 2048), 4 * 1303, "a substring, the same rule")
    }
}
