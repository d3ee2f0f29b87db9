import ArgumentParser
import Foundation
import LayoutLint
import LayoutSnapshot

/// `layoutshot lint <dir-or-files…>`: builds each document's layout as `render` does and checks
/// it against UIKit's layout contracts (`LayoutLinter`), reporting every finding with the
/// document, the element, the rule, and what was expected and found.
///
/// Exit status (`ExitStatus`): 0 no findings, 1 findings, 2 trouble (an unreadable or invalid
/// document, usage, an unwritable report); every document is read before any is linted.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check layouts against UIKit's collection-view layout contracts.",
        discussion: """
            A directory means the .yaml, .yml and .json documents directly inside it. Each \
            layout is laid out at content offset zero and checked against these rules:

            \(LintRule.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))

            Each finding reads <document>: <element>: <rule>: expected …; found …. The work is \
            bounded: at most \(LintOptions().maxElements) elements and \(LintOptions().maxTilesPerSweep) \
            query tiles per sweep are examined, and at most \(LintOptions().maxFindingsPerRule) \
            findings per rule are listed. linear-query times queries with \
            \(LintOptions().queryCostSmallItemCount) and \(LintOptions().queryCostLargeItemCount) \
            items; --no-performance skips it (its numbers are the one part of a report that \
            varies between runs). docs/lint.md explains every rule.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "Layout documents, or directories holding them.")
    var inputs: [String]

    @Flag(help: "Print a JSON report instead of text.")
    var json = false

    @Flag(inversion: .prefixedNo, help: "Time rect queries to find linear scans (the linear-query rule).")
    var performance = true

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check()
        if inputs.isEmpty { throw ValidationError("name at least one document or directory") }
    }

    func run() throws {
        if let output { try OutputWriter.checkDestination(output, notAnyOf: inputs) }
        let documents = try CheckInputs.documents(in: inputs).map { input in
            (
                path: input.displayPath,
                document: try LayoutDocument.load(
                    contentsOf: input.url, displayName: input.displayPath, budget: budgetOptions.budget,
                    device: deviceOptions.selection)
            )
        }
        for item in documents { DocumentWarnings.report(for: item.document) }
        var options = LintOptions()
        options.checksQueryCost = performance
        let results = documents.map { item in
            (path: item.path, findings: LayoutLinter(options: options) { item.document.makeCollectionView() }.run())
        }
        let report = json ? Self.json(results).canonicalString : TerminalText.visible(Self.text(results))
        try OutputWriter.write(Data(report.utf8), to: output ?? "-")
        let count = results.map(\.findings.count).reduce(0, +)
        if count > 0 {
            let documents = results.filter { !$0.findings.isEmpty }.count
            throw CommandError(
                "\(count) finding\(count == 1 ? "" : "s") in \(documents) document\(documents == 1 ? "" : "s")",
                status: .differences)
        }
    }

    /// One line per finding, "<document>: <element>: <rule>: expected …; found …", and
    /// "<document>: no findings" for a clean document.
    static func text(_ results: [(path: String, findings: [LintFinding])]) -> String {
        results.map { result in
            result.findings.isEmpty
                ? "\(result.path): no findings\n" : result.findings.map { "\(result.path): \($0)\n" }.joined()
        }.joined()
    }

    /// The JSON report (docs/lint.md): canonical, so the same findings print the same bytes.
    static func json(_ results: [(path: String, findings: [LintFinding])]) -> JSONValue {
        .object([
            "version": .number(1),
            "findingCount": .number(Double(results.map(\.findings.count).reduce(0, +))),
            "documents": .array(
                results.map { result in
                    .object([
                        "path": .string(result.path),
                        "findings": .array(
                            result.findings.map { finding in
                                .object([
                                    "rule": .string(finding.rule.rawValue), "element": .string(finding.element),
                                    "expected": .string(finding.expected), "found": .string(finding.found),
                                ])
                            }),
                    ])
                }),
        ])
    }
}
