import Foundation

/// Writes a report as plain text for a terminal: one line per case, indented element changes
/// under failing cases, and a final tally.
///
/// ```
/// FAIL grid.yaml — 120 of 65536 pixels differ (0.183 %) in 2 regions; 1 element changed: 1 moved
///      cell 0-3 moved by (12, 0)
/// ok   flow.yaml — identical (65536 pixels)
/// 2 cases: 1 passed, 1 failed
/// ```
public struct TextReportWriter: Sendable {
    /// The most element-change lines printed per case; the rest are counted.
    public var maxDetailLines: Int

    /// A writer printing at most `maxDetailLines` change lines per case.
    public init(maxDetailLines: Int = 20) {
        self.maxDetailLines = maxDetailLines
    }

    /// The directory image and reference paths are shown relative to (the working directory);
    /// nil: as recorded.
    public var workingDirectory: URL?

    /// `url` relative to `workingDirectory` when set.
    private func shown(_ url: URL) -> String {
        workingDirectory.map { HTMLReportWriter.relativeComponents(from: $0, to: url).joined(separator: "/") }
            ?? url.path
    }

    /// The report as text, ending with a newline.
    public func write(_ report: DiffReport) -> String {
        var lines: [String] = []
        for item in report.cases {
            lines.append("\(Self.tag(item.status)) \(item.name) — \(item.summary)")
            // A re-recorded case (record mode failed) lists what changed too: it is for review.
            guard item.status == .failed || item.status == .error || (item.status == .recorded && item.pixel != nil)
            else { continue }
            let details = item.detailLines
            for line in details.prefix(maxDetailLines) { lines.append("     \(line)") }
            if details.count > maxDetailLines { lines.append("     … and \(details.count - maxDetailLines) more") }
            if let diff = item.images.diff { lines.append("     diff: \(shown(diff))") }
        }
        lines.append(report.tally)
        lines += reviewList(report)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The reference files the run wrote, under the tally: what a reviewer looks at (and
    /// commits) before the next run, however many cases passed around them.
    private func reviewList(_ report: DiffReport) -> [String] {
        let written = report.cases.flatMap(\.images.recorded)
        guard !written.isEmpty else { return [] }
        let count = written.count == 1 ? "1 reference" : "\(written.count) references"
        return ["\(count) written, to review and commit:"] + written.map { "  \(shown($0))" }
    }

    static func tag(_ status: DiffCase.Status) -> String {
        switch status {
        case .passed: "ok  "
        case .failed: "FAIL"
        case .recorded: "REC "
        case .error: "ERR "
        }
    }
}
