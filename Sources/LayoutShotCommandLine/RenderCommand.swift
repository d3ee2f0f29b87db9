import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutSpec

/// `layoutshot render <file> -o <out>`: a document to SVG, PNG or a layout snapshot (JSON).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout document to SVG, PNG or a JSON layout snapshot.",
        discussion: """
            The format comes from the output's extension (.svg, .png, .pdf, .json) or from --format. \
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

    @Option(help: "The output format: svg, png, pdf or json (default: from the output's extension).")
    var format: DocumentRenderer.Format?

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions

    @Option(help: "The drawn region: content or viewport (default: the document's render.region).")
    var region: DocumentRenderOptions.Region?

    @OptionGroup var fastPNGOption: FastPNGOption

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check(allowsSeveral: true)
        try scaleOption.check()
        _ = try resolvedFormat()
    }

    /// The format from --format or the output's extension.
    func resolvedFormat() throws -> DocumentRenderer.Format {
        if OutputWriter.isStandardOutput(output) { return format ?? .svg }
        let pathExtension = URL(fileURLWithPath: output).pathExtension
        let named = DocumentRenderer.Format(pathExtension: pathExtension)
        if let format {
            // `-o o.svg --format png` would put PNG bytes in a file every tool reads as SVG.
            if let named, named != format {
                throw ValidationError(
                    "--format \(format.rawValue) disagrees with the output '\(output)', a .\(named.rawValue) name: "
                        + "drop --format or name a .\(format.rawValue) file")
            }
            return format
        }
        guard let format = named else {
            throw ValidationError(
                "cannot tell the format of '\(output)': expected a .svg, .png, .pdf or .json file name, or --format")
        }
        return format
    }

    func run() throws {
        let format = try resolvedFormat()
        try OutputWriter.checkDestination(output, notAnyOf: [file])
        let document = try LayoutDocument.load(
            contentsOf: URL(fileURLWithPath: file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        DocumentWarnings.report(for: document)
        var renderer = DocumentRenderer(document: document, region: region, scale: scaleOption.scale)
        if deviceOptions.selections.count > 1 { renderer.devices = deviceOptions.selections }
        if fastPNGOption.fastPNG { renderer.pngSettings = .fast }
        // Under `LayoutShot.main` the process ends with this one document.
        renderer.leavesResultsToProcessExit = LayoutShot.exitsAfterCommand
        try document.locatingCanvasLimits {
            switch format {
            case .json, .svg: try OutputWriter.write(to: output) { try renderer.write(as: format, to: &$0) }
            case .png, .pdf: try OutputWriter.write(try renderer.data(as: format), to: output)
            }
        }
    }
}

extension DocumentRenderer.Format: ExpressibleByArgument {}
extension DocumentRenderOptions.Region: ExpressibleByArgument {}
