import XCTest

@testable import LayoutDocument

/// The composer on libyaml's events: positions, tags, aliases, and Yams' rules for what is refused.
final class DocumentComposerTests: XCTestCase {
    private func compose(_ text: String) throws -> DocumentNode {
        try XCTUnwrap(try DocumentComposer.compose(text))
    }

    private func failure(_ text: String) -> DocumentComposer.Failure? {
        do {
            _ = try DocumentComposer.compose(text)
            return nil
        } catch {
            return error
        }
    }

    func testScalarsKeepTheirTextTagAndPosition() throws {
        let root = try compose("a: 1\nb: \"1\"\nc: !!str 2\nd: ! 3\ne: |\n  text\n")
        let pairs = try XCTUnwrap(root.mapping)
        XCTAssertEqual(pairs.map { $0.key.scalarText }, ["a", "b", "c", "d", "e"])
        let tags = pairs.map { pair -> DocumentNode.ScalarTag? in
            if case .scalar(_, let tag) = pair.value.content { return tag }
            return nil
        }
        let string = DocumentNode.ScalarTag.named("tag:yaml.org,2002:str")
        // Plain: typed by its text later; quoted and block: strings; `!!str`: as written; `!`: non-specific.
        XCTAssertEqual(tags, [.plain, string, string, .nonSpecific, string])
        XCTAssertEqual(pairs[4].value.scalarText, "text\n")
        XCTAssertEqual([pairs[1].value.line, pairs[1].value.column], [2, 4], "1-based, where the value starts")
        XCTAssertEqual(ScalarValue(pairs[0].value)?.integer, 1)
        XCTAssertNil(ScalarValue(pairs[1].value)?.integer, "a quoted number is a string")
        XCTAssertEqual(ScalarValue(pairs[1].value)?.string, "1")
    }

    func testAliasesAreTheNodesTheirAnchorsName() throws {
        let root = try compose("size: &s {width: 40, height: 30}\nother: *s\nlist: [*s, 2]\n")
        let pairs = try XCTUnwrap(root.mapping)
        XCTAssertEqual(pairs[1].value.mapping?.map { $0.value.scalarText }, ["40", "30"])
        XCTAssertEqual(pairs[2].value.sequence?.first?.mapping?.count, 2)
        XCTAssertEqual(
            failure("a: *nowhere\n"),
            .syntax(problem: "found undefined alias", line: 1, column: 4, context: nil))
    }

    /// Nine levels of ten aliases each: 10⁹ nodes from a few hundred bytes.
    private static func billionLaughs(using last: String) -> String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(aliases)]\n"
        }
        return text + last
    }

    /// Audit 4, D7: an alias used as a mapping key (`? *a9`) over a billion-laughs list was
    /// expanded by the duplicate-key check: 6–8 GB, then SIGSEGV. Aliases are counted as the
    /// copies they stand for and refused past the budget, at the alias that passes it.
    func testAliasesAreRefusedPastTheExpansionBudget() throws {
        let bomb = Self.billionLaughs(using: "? *a9\n: boom\n")
        XCTAssertLessThan(bomb.utf8.count, 700)
        guard case .aliasExpansion(let limit, let line, _) = failure(bomb) else {
            return XCTFail("expected the alias expansion to be refused: \(String(describing: failure(bomb)))")
        }
        XCTAssertEqual(limit, DocumentComposer.maximumAliasedNodes)
        // Level k holds 1 + 10 × (level k−1's nodes): 11, 111, …, 111,111 at a4, so the aliases
        // of a5 (line 6) add 1,111,110 nodes, the first to pass a million.
        XCTAssertEqual(line, 6)
        // As a value too: whatever walks the document would visit every copy.
        guard case .aliasExpansion = failure(Self.billionLaughs(using: "value: *a9\n")) else {
            return XCTFail("expected an alias used as a value to be refused too")
        }
        // Reuse within the budget composes as before.
        XCTAssertNoThrow(try compose("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n? *a\n: key\n"))
    }

    func testDuplicateKeysAreRefusedAtTheFirstOfThemAsYamsComparesThem() {
        XCTAssertEqual(failure("b: 1\na: 2\nb: 3\na: 4\n"), .duplicateKeys(["a", "b"], line: 2, column: 1))
        // Untagged scalars are all strings to Yams' `.basic` resolver: `1` and `"1"` are one key.
        XCTAssertEqual(failure("1: x\n\"1\": y\n"), .duplicateKeys(["1"], line: 1, column: 1))
        XCTAssertEqual(
            failure("1: x\n!!str 1: y\n"), .duplicateKeys(["1"], line: 1, column: 1), "tagged as a string, the same key"
        )
        XCTAssertNil(failure("1: x\n!!int 1: y\n"), "a key tagged otherwise is another key")
    }

    func testOneDocumentPerFile() {
        XCTAssertEqual(
            failure("a: 1\n---\nb: 2\n"),
            .syntax(
                problem: "but found another document", line: 2, column: 1,
                context: DocumentComposer.Context(text: "expected a single document in the stream", line: 1, column: 1))
        )
        XCTAssertNil(try DocumentComposer.compose(""), "no document at all")
        XCTAssertNil(try DocumentComposer.compose("# only a comment\n"))
    }

    func testLibYAMLErrorsKeepTheirProblemAndPlace() {
        guard case .syntax(let problem, let line, _, _) = failure("a: [1, 2\nb: 3\n") else {
            return XCTFail("an unclosed list is a syntax error")
        }
        XCTAssertFalse(problem.isEmpty)
        XCTAssertEqual(line, 2)
        guard case .unreadable(_, let offset) = failure("a: b\u{01}c\n") else {
            return XCTFail("a control character is unreadable")
        }
        XCTAssertEqual(offset, 4, "the offset of the control character, in characters")
    }

    func testNestingIsBoundedInsteadOfExhaustingTheStack() {
        let deep =
            String(repeating: "[", count: DocumentComposer.maximumDepth + 1)
            + String(repeating: "]", count: DocumentComposer.maximumDepth + 1)
        guard case .syntax(let problem, _, _, _) = failure(deep) else { return XCTFail("refused") }
        XCTAssertTrue(problem.contains("nested deeper than 1000 levels"), problem)
        let allowed = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        XCTAssertNil(failure(allowed))
    }
}
