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

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The layout document (YAML or JSON).")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "The output file, or - for standard output.")
    var output: String

    @Option(help: "The output format (default: from the output's extension).")
    var format: OutputKind?

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var appearanceOption: AppearanceOption

    @Option(help: "The drawn region: content or viewport (default: the document's render.region).")
    var region: DocumentRenderOptions.Region?

    @OptionGroup var fastPNGOption: FastPNGOption

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check(allowsSeveral: true)
        try scaleOption.check()
        _ = try destination()
    }

    /// The extensions of the formats a still is written as (`OutputKind.still`), for the help.
    static var extensions: String { OutputKind.still.map { "." + $0.rawValue }.joined(separator: ", ") }

    /// Where the output goes and in which format: --format, or the output's extension; SVG for
    /// standard output.
    func destination() throws -> OutputDestination {
        try OutputStage.destination(output, format: format, kinds: OutputKind.still)
    }

    func run() throws {
        let destination = try destination()
        try OutputStage.checkWritable(destination, input: file)
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
        options.leavesResultsToProcessExit = LayoutShot.exitsAfterCommand
        try OutputStage.write(DocumentOutput(document: document, options: options), to: destination)
    }
}

extension DocumentRenderOptions.Region: ExpressibleByArgument {}
