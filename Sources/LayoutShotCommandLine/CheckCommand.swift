import ArgumentParser
import Foundation
import LayoutDiff
import LayoutDocument
import LayoutImage
import LayoutSupport

/// `layoutshot check <dir-or-files…>`: renders every document and compares it with its committed
/// references (`<references>/<name>.json` and `<name>.png`), the reference workflow for CI.
///
/// Exit status (`ExitStatus`): 0 all match (or were recorded), 1 differences (or a missing
/// reference under record mode `never`), 2 trouble (unreadable documents or references, render
/// failures, unwritable reports, usage).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render documents and compare them with committed references (snapshot JSON and PNG).",
        discussion: """
            A directory means the .yaml, .yml and .json documents directly inside it. Each \
            document <name> has the references <references>/<name>.json (layout snapshot, \
            compared element by element) and <references>/<name>.png (rendered at --scale, \
            compared pixel by pixel). A document with updates, a transition or a scroll is \
            checked as the film strip animate or scroll draws (every frame); its JSON reference \
            is the still's snapshot, and <references>/<name>.frames.json holds each frame's \
            elements, so a failing strip's report says which elements changed in which frame. A document's own `check` section (threshold, maxPixels, \
            maxRatio, ignore regions) replaces the options for that document.

            Matrix: --device NAME (repeatable, with --orientation) or a document's \
            `check.devices` checks the document once per device, each case named and referenced \
            <name>@<device> or <name>@<device>-landscape. --variant WORDS (repeatable) or a \
            document's `check.variants` checks it once per variant on each device: words joined \
            by + naming a device, portrait or landscape, ltr or rtl, a text size (xs, s, m, l, \
            xl, xxl, xxxl, ax1 … ax5) and light or dark, each case named and referenced \
            <name>@<variant>, e.g. <name>@iphone-15+rtl+ax3+dark. --shard deals these cases.

            Documents are checked --jobs at a time (one per processor by default); the reports \
            list them in order whatever the number. Progress shows on a terminal only. With \
            --cache FILE, a document that passed and whose document, references, options and \
            layoutshot executable are unchanged since is reported as passed without rendering.

            Record modes: missing (record absent references, compare the rest; the default), all \
            (re-record everything), failed (re-record the references that differ), never (a \
            missing reference is a failure). The mode comes from --record-mode, else --record \
            (all), else LAYOUTSHOT_RECORD_MODE, else LAYOUTSHOT_RECORD=1 (all), else never when \
            the CI environment variable is set (a CI run must not record where nobody reviews \
            it), else missing. A document that fails to render never touches its references.

            A run that recorded any reference exits 1, as a snapshot test that records fails: \
            review the new references, commit them and run again. Under record mode never a \
            missing reference is trouble (2): nothing was compared, so it is not a difference. \
            A document that cannot be read or rendered is trouble (2) too.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "Layout documents, or directories holding them.")
    var inputs: [String]

    @Option(help: "The references directory (default: 'references' beside each document).")
    var references: String?

    @Flag(help: "Re-record every reference (record mode all).")
    var record = false

    @Option(help: "When to write references: missing, all, failed or never.")
    var recordMode: RecordMode?

    @Option(help: "Pixels per point of the PNG references (fixed, so references do not depend on the document).")
    var scale: Double = 1

    @OptionGroup var pixelOptions: PixelComparisonOptions
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions

    @Option(
        name: .customLong("variant"),
        help: ArgumentHelp(
            "Check each document in this variant (repeatable; replaces the documents' check.variants): words joined by +, e.g. iphone-15+rtl+ax3+dark.",
            valueName: "words"))
    var variantNames: [String] = []

    /// The variants `--variant` names (checked in `validate()`).
    private var variants: [CheckVariant] { variantNames.compactMap { try? CheckVariant(parsing: $0) } }

    @Option(help: "Write expected, actual and diff images of failures into this directory.")
    var reportDir: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "Check only part i of n of the documents (sorted, dealt round-robin), e.g. 2/3: a CI matrix of n jobs covers every document once.",
            valueName: "i/n"))
    var shard: CheckShard?

    @Option(help: "Write a self-contained HTML report to this file (images embedded unless --report-dir).")
    var html: String?

    @Option(
        help:
            "Write the report as JSON to this file (with --report-dir images; - for standard output, the text report then going to standard error): shards' reports merge with merge-reports."
    )
    var json: String?

    @Option(
        help: ArgumentHelp(
            "Write a Markdown summary to this file (for $GITHUB_STEP_SUMMARY or a pull request comment).",
            valueName: "file"))
    var markdown: String?

    @Option(
        help: ArgumentHelp(
            "Link the Markdown summary to this address (a CI run's page) instead of the HTML report's file.",
            valueName: "url"))
    var reportURL: String?

    @Flag(
        help:
            "Remove the references no document of the run produces (only for the whole suite: no --shard or --device)."
    )
    var pruneUnused = false

    private var reports: CheckReports {
        CheckReports(junit: junit, html: html, json: json, markdown: markdown, reportURL: reportURL)
    }

    @Option(
        help: ArgumentHelp(
            "Skip documents unchanged since they last passed, by a content hash (of the document, its references, the options and this executable) kept in this file.",
            valueName: "file"))
    var cache: String?

    @Flag(help: "Time each document: JUnit gets time attributes (reports then differ from run to run).")
    var timings = false

    @Option(
        name: [.short, .long],
        help: "Documents checked at once (default: one per processor). Reports are the same for any number.")
    var jobs: Int?

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check(allowsSeveral: true)
        if inputs.isEmpty { throw ValidationError("name at least one document or directory") }
        try ScaleOption.check(scale)
        try pixelOptions.check()
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1…256, found \(jobs)") }
        for name in variantNames {
            do throws(CheckVariant.ParseError) {
                _ = try CheckVariant(parsing: name)
            } catch {
                throw ValidationError("--variant: " + error.message)
            }
        }
        if pruneUnused, shard != nil || !deviceOptions.selections.isEmpty || !variantNames.isEmpty {
            throw ValidationError(
                "--prune-unused needs the whole suite: without --shard, --device and --variant, every reference's document is checked"
            )
        }
    }

    func run() throws {
        let mode = try RecordMode.resolve(
            option: recordMode, recordFlag: record, environment: ProcessInfo.processInfo.environment)
        try checkDestinations()
        let (documents, duplicates) = try chosenDocuments()
        let scratch = html != nil && reportDir == nil ? try Self.scratchDirectory() : nil
        defer { if let scratch { TemporaryFiles.removeDirectory(scratch) } }
        let artifacts = reportDir.map { KernelPath.url($0) } ?? scratch
        let referencesURL = references.map { KernelPath.url($0) }
        let stacks = try CheckRasterStacks(documents: documents, references: referencesURL)
        let runner = CheckRunner(
            references: referencesURL, mode: mode,
            pixelOptions: pixelOptions.options,
            scale: scale, artifacts: artifacts, timings: timings, budget: budgetOptions.budget, stacks: stacks)
        let progress = TerminalProgress(label: "checked", total: documents.count)
        let cacheURL = cache.map { KernelPath.url($0) }
        let cached = try cacheURL.map {
            try CheckCache(
                contentsOf: $0, options: "scale \(scale) \(pixelOptions.options) \(budgetOptions.budget)")
        }
        let lookup = mode == .all ? nil : cached
        let outcomes = ParallelWork.map(
            count: documents.count, jobs: jobs ?? Self.defaultJobs, finished: { progress.step($0) }
        ) { index in
            Self.outcome(
                of: documents[index], sharingWith: duplicates[index], runner: runner, cached: cached, lookup: lookup)
        }
        try stacks.save(outcomes.map(\.result), of: documents, references: referencesURL)
        if let cached, let cacheURL {
            try Self.write(cached, updatedWith: outcomes, of: documents, to: cacheURL)
        }
        progress.finish("checked \(Self.count(documents.count))")
        // After the progress line is finished; a document skipped by --cache was warned about
        // in the run that checked it.
        DocumentWarnings.report(outcomes.flatMap(\.warnings))
        var report = DiffReport(title: "layoutshot check", cases: outcomes.map(\.result))
        let unused = shard == nil ? Self.unusedReferences(of: documents, references: referencesURL) : nil
        report.unusedReferences = unused.map { $0.map(Self.shown) }
        try reports.write(report, scratch: scratch)
        if let unused { try listOrPrune(unused) }
        try CheckReports.verdict(report)
    }

    /// The references in the run's references folders that none of `documents` produces.
    private static func unusedReferences(of documents: [CheckDocument], references: URL?) -> [URL] {
        let cases = Dictionary(grouping: documents) {
            CheckRunner.referenceDirectory(for: $0, references: references).path
        }.mapValues { Set($0.map(\.name)) }
        return cases.keys.sorted().flatMap {
            UnusedReferences.find(in: URL(fileURLWithPath: $0), cases: cases[$0] ?? [])
        }
    }

    /// Lists the unused references after the text report, and removes them with --prune-unused.
    private func listOrPrune(_ unused: [URL]) throws {
        guard !unused.isEmpty else { return }
        var lines: [String] = []
        for file in unused {
            if pruneUnused {
                do {
                    try FileManager.default.removeItem(at: file)
                } catch {
                    throw CommandError(
                        "cannot remove the unused reference '\(Self.shown(file))': \(error.localizedDescription)")
                }
                lines.append("removed unused reference \(Self.shown(file))")
            } else {
                lines.append("unused reference \(Self.shown(file)) (no document of this run produces it)")
            }
        }
        if pruneUnused {
            try Self.forgetRemovedImages(unused)
        } else {
            lines.append("\(unused.count) unused reference file(s): check --prune-unused removes them")
        }
        try OutputWriter.printLines(lines)
    }

    /// Forgets the removed images in their folders' record of what drew them.
    private static func forgetRemovedImages(_ removed: [URL]) throws {
        let images = Dictionary(grouping: removed.filter { $0.pathExtension == "png" }) {
            $0.deletingLastPathComponent()
        }
        for (folder, files) in images.sorted(by: { $0.key.path < $1.key.path }) {
            do throws(ReferenceError) {
                var record = try RasterStackRecord(directory: folder)
                let before = record
                record.forget(files.map { $0.deletingPathExtension().lastPathComponent })
                if record != before { try record.save(in: folder) }
            } catch {
                throw CommandError(error.message)
            }
        }
    }

    /// `url` relative to the working directory when it is inside it, else in full.
    static func shown(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(here) ? String(url.path.dropFirst(here.count)) : url.path
    }

    /// One document's result, the cache key it was checked under (nil when not cached), and the
    /// warnings its rendering gave.
    private typealias Outcome = (result: DiffCase, key: String?, warnings: [Diagnostic])

    /// Refuses, before anything is read or written, an output named among the inputs (inside a
    /// scanned directory they are skipped instead) and a `--references` that is a file.
    private func checkDestinations() throws {
        for path in [junit, html, json, markdown, cache].compactMap({ $0 }) {
            try OutputWriter.checkDestination(path, notAnyOf: inputs)
        }
        var isDirectory: ObjCBool = false
        if let references, FileManager.default.fileExists(atPath: references, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            throw CommandError("--references '\(references)' is a file: expected the references directory")
        }
    }

    /// The cases this run checks (the whole suite's, expanded by device and variant, then dealt by `--shard`)
    /// and, by position among them, the path of the earlier document each would share a
    /// reference with.
    private func chosenDocuments() throws -> (documents: [CheckDocument], duplicates: [Int: String]) {
        let all = CheckInputs.expandingMatrix(
            try Self.documentsAround(
                outputs: [junit, html, json, markdown, cache].compactMap { $0 },
                in: try CheckInputs.documents(in: inputs)),
            devices: deviceOptions.selections, variants: variants, budget: budgetOptions.budget)
        try Self.refuseReferencesAmongDocuments(references, documents: all)
        try refuseReportsAmongReferences(all)
        // Names are compared across the whole suite before dealing, so two documents sharing a
        // reference are caught even when different shards would check them.
        let sharedInSuite = Self.sharedReferenceNames(all)
        let chosen = shard?.select(Array(all.indices)) ?? Array(all.indices)
        let duplicates = Dictionary(
            uniqueKeysWithValues: chosen.enumerated().compactMap { position, index in
                sharedInSuite[index].map { (position, $0) }
            })
        return (chosen.map { all[$0] }, duplicates)
    }

    /// Checks one document, run on a worker: an error when it would share a reference with
    /// `other`, passed without rendering when `lookup` holds it unchanged, else `runner`'s
    /// verdict. The key is computed whenever there is a cache, so a fresh result is recorded.
    private static func outcome(
        of document: CheckDocument, sharingWith other: String?, runner: CheckRunner, cached: CheckCache?,
        lookup: CheckCache?
    ) -> Outcome {
        if let other {
            let message = "\(document.displayPath) and \(other) would share the reference '\(document.name)'"
            return (DiffCase(name: document.name, status: .error, message: message), nil, [])
        }
        let key = cached?.key(for: document, references: runner.referenceDirectory(for: document))
        if let key, lookup?.isUnchanged(document, key: key) == true {
            var skipped = DiffCase(
                name: document.name, status: .passed, message: "unchanged since it last passed (--cache)")
            skipped.file = document.displayPath
            return (skipped, key, [])
        }
        let (result, warnings) = runner.check(document)
        return (result, key, warnings)
    }

    /// Writes the `--cache` file: `cache` with each keyed document's new status recorded.
    private static func write(
        _ cache: CheckCache, updatedWith outcomes: [Outcome], of documents: [CheckDocument], to url: URL
    ) throws {
        var updated = cache
        for (document, outcome) in zip(documents, outcomes) {
            if let key = outcome.key { updated.record(document, key: key, status: outcome.result.status) }
        }
        try OutputWriter.write(try updated.data(), to: url.path)
    }

    /// `documents` without the command's own earlier outputs that a directory scan found (a
    /// JSON report or cache written among the documents); an output that is a real document is
    /// refused, as writing it would destroy it.
    static func documentsAround(outputs: [String], in documents: [CheckDocument]) throws -> [CheckDocument] {
        let files = Set(outputs.compactMap { FileIdentity(path: $0) })
        return try documents.filter { document in
            guard let file = FileIdentity(path: document.url.path), files.contains(file) else { return true }
            let head = (try? BoundedFile.prefix(of: document.url.path, count: 256)) ?? Data()
            let text = String(decoding: head, as: UTF8.self)
            guard text.contains("\"passed\"") || text.contains("\"cases\"") || text.hasPrefix("<") else {
                throw CommandError(
                    "'\(document.displayPath)' is a document being checked: writing a report over it would destroy it; "
                        + "choose another output file")
            }
            return false
        }
    }

    /// Refuses a references directory that holds documents being checked: references are named
    /// after documents (`d.json`, `d.png`), so they would be written over a JSON document or
    /// beside a YAML one over a file of the user's.
    ///
    /// - Throws: `CommandError` (exit 2) before anything is read or written.
    static func refuseReferencesAmongDocuments(_ references: String?, documents: [CheckDocument]) throws {
        guard let references else { return }
        guard let directory = FileIdentity(path: references) else { return }
        if let document = documents.first(where: {
            FileIdentity(path: $0.url.deletingLastPathComponent().path) == directory
        }) {
            throw CommandError(
                "--references '\(references)' holds the document '\(document.displayPath)': references would be "
                    + "written among the documents (and over any named like them); give the references a directory of their own",
                status: .trouble)
        }
    }

    /// Refuses a `--report-dir` that is a references directory of this run: a document `a`'s
    /// failure images, `a.expected.png` and `a.diff.png`, are named like the references of
    /// documents called `a.expected` and `a.diff`, and would replace them.
    ///
    /// - Throws: `CommandError` (exit 2) before anything is read or written.
    private func refuseReportsAmongReferences(_ documents: [CheckDocument]) throws {
        guard let reportDir else { return }
        let shared = references.map { KernelPath.url($0) }
        let directories = Set(documents.map { CheckRunner.referenceDirectory(for: $0, references: shared).path })
        if let directory = directories.sorted().first(where: { Self.sameDirectory($0, reportDir) }) {
            throw CommandError(
                "--report-dir '\(reportDir)' is the references directory '\(directory)': failure images would be "
                    + "written among the references (and over any named like them); give the report a directory of its own",
                status: .trouble)
        }
    }

    /// Whether two directory paths name the same directory: the same file when both exist,
    /// else the same path as the kernel resolves it (neither created yet).
    static func sameDirectory(_ first: String, _ second: String) -> Bool {
        let (a, b) = (KernelPath.resolvingDirectory(first), KernelPath.resolvingDirectory(second))
        if let identity = FileIdentity(path: a), let other = FileIdentity(path: b) { return identity == other }
        return URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }

    /// One worker per core: the machine's active processors.
    static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// For each document whose references another document's would be (the same name, or `d`
    /// and `d.frames`, whose layout reference is `d`'s strip frames), that other document's
    /// path: both are errors, the earlier as well as the later, so every shard of a suite gives
    /// the same verdict and none records a reference another document would write over.
    private static func sharedReferenceNames(_ documents: [CheckDocument]) -> [Int: String] {
        var seen: [String: Int] = [:]
        var shared: [Int: String] = [:]
        for (index, document) in documents.enumerated() {
            // A strip's third reference is `<name>.frames.json`, the layout reference of a
            // document named `<name>.frames`.
            let name = document.name
            let clashing = [name, name + ".frames"] + (name.hasSuffix(".frames") ? [String(name.dropLast(7))] : [])
            if let other = clashing.lazy.compactMap({ seen[$0] }).first {
                shared[index] = documents[other].displayPath
                if shared[other] == nil { shared[other] = document.displayPath }
            } else {
                seen[name] = index
            }
        }
        return shared
    }

    static func count(_ cases: Int) -> String { cases == 1 ? "1 case" : "\(cases) cases" }

    private static func scratchDirectory() throws -> URL {
        let temporary = FileManager.default.temporaryDirectory
        // Held like every temporary entry: removed on a signal, and after a SIGKILL by a later run.
        TemporaryFiles.removeAbandoned(in: temporary)
        do {
            return try TemporaryFiles.createDirectory(in: temporary)
        } catch {
            throw CommandError(error.message)
        }
    }
}
