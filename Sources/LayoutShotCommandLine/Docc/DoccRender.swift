import Foundation
import LayoutDiff
import LayoutDocument
import LayoutSupport

/// `render --docc FOLDER`: every document's figures (`DoccFigures`) put in `FOLDER`, or with
/// `--check` compared with what is there.
///
/// Everything is drawn before anything is written: a document that cannot be read, a figure
/// that would replace an author's file, or two documents of one name stop the run with nothing
/// written.
struct DoccRender {
    var folder: DoccFolder
    var options: DoccFigures.Options
    var budget: DocumentBudget
    /// The devices to show each document on: one instead of its own, several side by side.
    var devices: [DeviceSelection]

    /// Draws `documents` and writes (or with `checkOnly`, checks) their figures; returns the
    /// exit status: 0 written or fresh, 1 (`checkOnly`) stale or missing figures.
    func run(_ documents: [CheckDocument], checkOnly: Bool) throws -> ExitStatus {
        try refuseSharedNames(documents)
        let inputs = documents.map(\.url.path)
        var figures: [DoccFigures.Figure] = []
        for document in documents {
            let loaded = try LayoutDocument.load(
                contentsOf: document.url, displayName: document.displayPath, budget: budget, device: devices.first)
            DocumentWarnings.report(for: loaded)
            var shown = options
            shown.devices = devices.count > 1 ? devices : []
            figures += try DoccFigures.figures(of: loaded, named: document.name, options: shown)
        }
        for figure in figures {
            try OutputWriter.checkDestination(folder.path(of: figure.fileName), notAnyOf: inputs)
        }
        var record = try folder.record()
        let states = figures.map { folder.state(of: $0, record: record) }
        if checkOnly { return try report(figures, states) }
        let foreign = zip(figures, states).filter { $0.1 == .foreign }.map { folder.path(of: $0.0.fileName) }
        guard foreign.isEmpty else {
            throw CommandError(
                "not writing over files that no `render --docc` wrote (or that were edited since): "
                    + foreign.joined(separator: ", ") + "; move them away, or delete them to have the figures drawn")
        }
        var written = 0
        for (figure, state) in zip(figures, states) where state != .unchanged {
            try OutputWriter.write(figure.data, to: folder.path(of: figure.fileName))
            written += 1
        }
        for figure in figures { record[figure.fileName] = FileHash.of(figure.data) }
        try folder.write(record: record)
        try OutputWriter.printLines([
            "\(Self.count(figures.count)) of \(Self.count(documents.count, "document")) in \(folder.path): "
                + "\(written) written, \(figures.count - written) unchanged"
        ])
        return .success
    }

    /// `--check`: one line per figure that is not fresh, then the count; 1 when there is any.
    private func report(_ figures: [DoccFigures.Figure], _ states: [DoccFolder.State]) throws -> ExitStatus {
        var lines: [String] = []
        for (figure, state) in zip(figures, states) where state != .unchanged {
            lines.append((state == .missing ? "missing  " : "stale    ") + folder.path(of: figure.fileName))
        }
        let summary =
            lines.isEmpty
            ? "\(Self.count(figures.count)) in \(folder.path): all up to date"
            : "\(lines.count) of \(Self.count(figures.count)) in \(folder.path) stale or missing: "
                + "run `layoutshot render` with --docc and without --check to draw them"
        try OutputWriter.printLines(lines + [summary])
        return lines.isEmpty ? .success : .differences
    }

    /// Refuses two documents whose figures would have one name (`grid.yaml` and `grid.json`).
    private func refuseSharedNames(_ documents: [CheckDocument]) throws {
        var seen: [String: String] = [:]
        for document in documents {
            if let other = seen[document.name] {
                throw CommandError(
                    "'\(other)' and '\(document.displayPath)' would both draw the figure `\(document.name)`: "
                        + "rename one of them")
            }
            seen[document.name] = document.displayPath
        }
    }

    private static func count(_ number: Int, _ noun: String = "figure") -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
