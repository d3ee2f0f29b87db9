import CollectionLayout
import Foundation
import LayoutSupport
import XCTest

@testable import LayoutDocument

/// Each format's parser accepts what ICU accepts for the regular expression the JSON Schema
/// states (anchored as the schema anchors it), on edge cases and generated texts, and reads the
/// value the text writes.
final class TextPatternTests: XCTestCase {
    private let regex = try? NSRegularExpression(pattern: "^(?:\(DocumentSchema.elementPattern))$")

    private func icuMatches(_ text: String) -> Bool {
        regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Every text of up to `length` symbols from `symbols`.
    private func texts(of symbols: [String], upTo length: Int) -> [String] {
        var texts = [""]
        var frontier = [""]
        for _ in 0..<length {
            frontier = frontier.flatMap { prefix in symbols.map { prefix + $0 } }
            texts += frontier
        }
        return texts
    }

    /// Colours, index paths, percent sizes and kind names: each matcher on every text of up to
    /// five symbols from its pattern's pieces and their near misses.
    func testEveryPatternMatchesAsICUMatchesIt() throws {
        let cases: [(TextPattern, [String])] = [
            (TextFormats.colour.pattern, ["#", "a", "F", "0", "g", "00", "fff", "\n", " ", "٣"]),
            (TextFormats.indexPath.pattern, ["0", "7", "-", "123456789", "*", " ", "\n", "x", "٣"]),
            (TextFormats.dimension.pattern, ["5", "25", ".", "%", "w", "h", "~", "x", " ", "\n", "-", "٣"]),
            (TextFormats.kind.pattern, ["a", "Z", "0", "_", ".", "-", " ", "é", "\n", "kind"]),
        ]
        for (pattern, symbols) in cases {
            let icu = try NSRegularExpression(pattern: "^(?:\(pattern.regex))$")
            let all = texts(of: symbols, upTo: 5)
            for text in all {
                let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                XCTAssertEqual(pattern.matches(text), expected, "\(pattern.regex): \(text.debugDescription)")
            }
            XCTAssertTrue(all.contains(where: pattern.matches), "\(pattern.regex) matches some texts")
        }
    }

    func testEdgeCasesMatchAsICUMatchesThem() {
        let keys = [
            "0-0", "12-345", "*-*", "3-*", "*-7", "header 0", "footer 12", "header *", "123456789-1",
            "1234567890-1", "1-1234567890", "-1", "1-", "1--1", "1-1-1", "header", "header ", "header 1 ",
            " header 1", "Header 1", "headers 1", "header  1", "header -1", "footer 1-2", "1 -2", "", "*", "**-1",
            "+1-2", "0x1-2", "١-٢", "𝟏-𝟐", "1-2\n", "1-2\r\n", "1-2\r", "1-2\n\n", "\n1-2", "1-2\u{85}",
            "1-2\u{2028}", "1-2\u{2029}", "1-2\u{0B}", "1-2\u{0C}", "header 3\n", "1-2\t", "1-2 ", "1\u{301}-2",
            // A layout's own kinds and decorations.
            "column-header 0", "column-header 0-3", "badge *-*", "_k.v-1 2", "decoration background 1",
            "decoration background 1-2", "decoration 1", "decoration decoration 1", "cell 3", "cell 3-1",
            "cellular 3", "decorations 1", "1kind 2", "-kind 2", "kind\u{E9} 2", "kind 2 3", "decoration  bg 1",
            String(repeating: "k", count: 100) + " 1", String(repeating: "k", count: 101) + " 1",
        ]
        for key in keys {
            XCTAssertEqual((ElementSelector(key: key) != nil), icuMatches(key), "\(key.debugDescription)")
        }
    }

    func testGeneratedKeysMatchAsICUMatchesThem() {
        // Every text of up to four symbols from an alphabet of the pattern's pieces and their
        // near misses, plus longer ones from the same alphabet.
        let symbols = ["0", "7", "-", "*", " ", "header", "footer", "\n", "x", "٣", "123456789", "cell", "decoration"]
        let texts = texts(of: symbols, upTo: 4)
        for text in texts {
            XCTAssertEqual((ElementSelector(key: text) != nil), icuMatches(text), "\(text.debugDescription)")
        }
        XCTAssertGreaterThan(texts.count, 15_000)
    }

    /// The value is what the text writes, also where ICU's `$` lets a final line break through
    /// (the break is not part of the value).
    func testFormatsReadTheValueTheTextWrites() throws {
        XCTAssertEqual(TextFormats.colour.parse("#3478F6")?.hexString, "#3478f6")
        XCTAssertEqual(TextFormats.colour.parse("#fff\n")?.hexString, "#ffffff")
        XCTAssertEqual(TextFormats.colour.parse("#0008")?.hexString, "#00000088")
        // `Color(hex:)` alone would take these; the document format does not.
        XCTAssertNil(TextFormats.colour.parse("fff"))
        XCTAssertNil(TextFormats.colour.parse(" #fff"))
        XCTAssertNil(TextFormats.colour.parse("#\u{FF11}23"))

        XCTAssertEqual(TextFormats.indexPath.parse("12-345"), IndexPath(item: 345, section: 12))
        XCTAssertEqual(TextFormats.indexPath.parse("1-2\r\n"), IndexPath(item: 2, section: 1))
        XCTAssertNil(TextFormats.indexPath.parse("+1-2"))
        XCTAssertNil(TextFormats.indexPath.parse("1234567890-1"))

        XCTAssertEqual(TextFormats.dimension.parse("50%"), .percent(50, ofWidth: nil))
        XCTAssertEqual(TextFormats.dimension.parse("20.5%w"), .percent(20.5, ofWidth: true))
        XCTAssertEqual(TextFormats.dimension.parse("20%h\n"), .percent(20, ofWidth: false))
        XCTAssertEqual(TextFormats.dimension.parse("50%\n"), .percent(50, ofWidth: nil))
        XCTAssertEqual(TextFormats.dimension.parse("~44"), .estimated(44))

        XCTAssertEqual(TextFormats.element.parse("3-*"), ElementSelector(target: .cell, section: 3, item: nil))
        XCTAssertEqual(TextFormats.element.parse("header 2"), ElementSelector(target: .header, section: 2))
        XCTAssertEqual(
            TextFormats.element.parse("footer 1-2"),
            ElementSelector(target: .supplementary(CollectionElementKind.sectionFooter), section: 1, item: 2))
        XCTAssertEqual(
            TextFormats.element.parse("decoration background 4\n"),
            ElementSelector(target: .decoration("background"), section: 4))
        XCTAssertEqual(
            TextFormats.element.parse("column-header *-0"),
            ElementSelector(target: .supplementary("column-header"), section: nil, item: 0))
        // The reader once read these with `Int(_:)`, which the schema's pattern refuses.
        XCTAssertNil(TextFormats.element.parse("+1-2"))
        XCTAssertNil(TextFormats.element.parse("badge 1234567890"))
    }
}
