import XCTest
import Yams

@testable import LayoutDocument

/// The quick scalar typing gives Yams' own answer (its default resolver, the YAML 1.1 rules) for
/// every text, not only the shapes it decides itself.
final class ScalarTypeResolverTests: XCTestCase {
    private func assertAgreesWithYams(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let yams = Resolver.default.resolveTag(of: Node(text))
        XCTAssertEqual(ScalarTypeResolver.tagName(of: text), yams, "`\(text)`", file: file, line: line)
    }

    func testDocumentShapesAreDecidedWithoutYamsAndAgreeWithIt() {
        let shapes = [
            "", "flow", "alpha", "Hello world", "yes", "No", "TRUE", "off", "null", "NULL", "nulls", "yesterday",
            "Größe 2", "0", "-0", "+7", "390", "844", "-12", "0.5", "-1.25", "12.0", "1.5e3", "2.5E-4", "+3.0e+2",
        ]
        for text in shapes {
            XCTAssertNotNil(
                ScalarTypeResolver.quickTagName(of: text), "`\(text)` should not need the regular expressions")
            assertAgreesWithYams(text)
        }
    }

    func testEveryShortTextAgreesWithYams() {
        // Every text of up to three characters from an alphabet of the characters the rules
        // look at: signs, digits, dot, underscore, exponent, colon, hex, the merge, value and
        // null marks, letters that start the boolean and null words, a space, a line break (ICU's `$`
        // matches before a final one), a non-ASCII letter.
        let alphabet = Array("-+019._eE:xb<=~ yNo\nTé")
        var texts = [""]
        var previous = [""]
        for _ in 1...3 {
            previous = previous.flatMap { prefix in alphabet.map { prefix + String($0) } }
            texts += previous
        }
        for text in texts { assertAgreesWithYams(text) }
    }

    func testLongerNumbersWordsAndTimestampsAgreeWithYams() {
        let texts = [
            "007", "08", "0o17", "0x1F", "0b101", "1_000", "1:30", "190:20:30.15", ".5", "-.inf", ".NaN", "1.", "1.e5",
            "1e5", "12e", "1.5e", "1.5e+", "3.", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "<<", "=", "~",
            "yes please", "NULL!", "on_off", "true1", "-", "+", ".", "1.2.3", "١٢", "12 ", "0-3", "1-2",
        ]
        for text in texts { assertAgreesWithYams(text) }
    }
}
