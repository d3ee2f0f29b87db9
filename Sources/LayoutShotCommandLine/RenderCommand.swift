import ArgumentParser
import Foundation
import LayoutDocument
import LayoutOutput
import LayoutSupport

/// `layoutshot render <file> -o <out>`: a document to SVG, PNG or a layout snapshot (JSON).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout document to SVG, PNG or a JSON layout snapshot.",
        discussion: """
            The format comes from the output's extension (\(Self.extensions)) or from --format. \
            With -o - the output goes to standard output (SVG unless --format says otherwise). \
            With --device given more than once (or the document's render.devices), the figure shows \
            the document on each device side by side; the JSON snapshot is that of the first.

            Figures for documentation: --docc FOLDER draws every document named (a directory \
            means the .yaml, .yml and .json documents directly inside it) in the names DocC finds \
            an image's variants by — NAME.png and NAME@2x.png in light mode, NAME~dark.png and \
            NAME~dark@2x.png in dark mode (environment.appearance and the figure's theme), with \
            --svg NAME.svg and NAME~dark.svg — so an article shows them with ![…](NAME). A \
            figure whose bytes would not change is not written; a file there that no --docc run \
            wrote (recorded in FOLDER/.layoutshot-docc.json) is never written over. With --check \
            nothing is written: the run exits 1 listing the figures that are stale or missing.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The layout document (YAML or JSON); with --docc, documents or directories holding them.")
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: "The output file, or - for standard output.")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Write each document's figures into this folder in DocC's names: NAME.png, NAME@2x.png, NAME~dark.png and NAME~dark@2x.png (a DocC catalog's Resources, say).",
            valueName: "folder"))
    var docc: String?

    @Flag(help: "With --docc: write NAME.svg and NAME~dark.svg too.")
    var svg = false

    @Flag(help: "With --docc: write nothing, and exit 1 listing the figures that are stale or missing (a CI gate).")
    var check = false

    @Option(help: "The output format (default: from the output's extension).")
    var format: OutputKind?

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var appearanceOption: AppearanceOption

    @Option(help: "The drawn region: content or viewport (default: the document's render.region).")
    var region: DocumentRenderOptions.Region?

    @OptionGroup var fastPNGOption: FastPNGOption
    @OptionGroup var watchOption: WatchOption

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check(allowsSeveral: true)
        try scaleOption.check()
        if files.isEmpty { throw ValidationError("name a layout document") }
        guard docc != nil else {
            guard output != nil else { throw ValidationError("name the output with -o FILE, or a folder with --docc") }
            if files.count > 1 {
                throw ValidationError("-o writes one document, found \(files.count): draw several with --docc FOLDER")
            }
            if svg || check { throw ValidationError("--\(svg ? "svg" : "check") goes with --docc") }
            try appearanceOption.check(destination: try destination())
            try watchOption.check(destination: try destination())
            return
        }
        for (given, name) in [
            (output != nil, "-o"), (format != nil, "--format"), (scaleOption.scale != nil, "--scale"),
            (appearanceOption.appearance != nil, "--appearance"),
        ] where given {
            throw ValidationError("--docc writes light and dark figures at 1x and 2x: leave out \(name)")
        }
        if watchOption.watch { throw ValidationError("--watch goes with -o FILE") }
    }

    /// The extensions of the formats a still is written as (`OutputKind.still`), for the help.
    static var extensions: String { OutputKind.still.map { "." + $0.rawValue }.joined(separator: ", ") }

    /// Where the output goes and in which format: --format, or the output's extension; SVG for
    /// standard output.
    func destination() throws -> OutputDestination {
        try OutputStage.destination(output ?? "-", format: format, kinds: OutputKind.still)
    }

    func run() throws {
        if let docc { return try runDocc(into: docc) }
        let file = files[0]
        let destination = try destination()
        try OutputStage.checkWritable(destination, input: file)
        try watchOption.run(file, writing: destination) { try draw(file, to: destination) }
    }

    /// Reads `file` and writes its figure to `destination`.
    private func draw(_ file: String, to destination: OutputDestination) throws {
        var document = try LayoutDocument.load(
            contentsOf: KernelPath.url(file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        appearanceOption.apply(to: &document)
        DocumentWarnings.report(for: document)
        var options = DocumentOutput.Options()
        options.region = region
        options.scale = scaleOption.scale
        if deviceOptions.selections.count > 1 { options.devices = deviceOptions.selections }
        if fastPNGOption.fastPNG { options.pngSettings = .fast }
        // Under `LayoutShot.main` the process ends with this one document.
        options.leavesResultsToProcessExit = LayoutShot.exitsAfterCommand && !watchOption.watch
        try OutputStage.write(
            DocumentOutput(document: document, options: options), to: destination,
            followingReader: appearanceOption.followsReader)
    }
}

extension DocumentRenderOptions.Region: ExpressibleByArgument {}

extension RenderCommand {
    /// `--docc FOLDER`: every document's figures in DocC's names (`DoccRender`).
    private func runDocc(into folder: String) throws {
        var options = DoccFigures.Options()
        options.svg = svg
        options.region = region
        options.fastPNG = fastPNGOption.fastPNG
        let render = DoccRender(
            folder: DoccFolder(path: folder), options: options, budget: budgetOptions.budget,
            devices: deviceOptions.selections)
        let status = try render.run(try CheckInputs.documents(in: files), checkOnly: check)
        if status != .success { throw CommandError("", status: status) }
    }
}
