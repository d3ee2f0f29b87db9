import Foundation
import XCTest

@testable import LayoutDocument

/// The hand-written matcher of override keys answers what ICU answers for the schema's pattern.
final class ElementKeyMatcherTests: XCTestCase {
    private let regex = try? NSRegularExpression(pattern: "^(?:\(DocumentSchema.elementPattern))$")

    private func icuMatches(_ text: String) -> Bool {
        regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
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
            XCTAssertEqual(ElementKeyMatcher.matches(key), icuMatches(key), "\(key.debugDescription)")
        }
    }

    func testGeneratedKeysMatchAsICUMatchesThem() {
        // Every text of up to four symbols from an alphabet of the pattern's pieces and their
        // near misses, plus longer ones from the same alphabet.
        let symbols = ["0", "7", "-", "*", " ", "header", "footer", "\n", "x", "٣", "123456789", "cell", "decoration"]
        var texts = [""]
        var frontier = [""]
        for _ in 0..<4 {
            frontier = frontier.flatMap { prefix in symbols.map { prefix + $0 } }
            texts += frontier
        }
        for text in texts {
            XCTAssertEqual(ElementKeyMatcher.matches(text), icuMatches(text), "\(text.debugDescription)")
        }
        XCTAssertGreaterThan(texts.count, 15_000)
    }
}
