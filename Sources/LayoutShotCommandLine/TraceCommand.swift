import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutSpec

/// `layoutshot trace <file> -o <out>`: the layout process — the calls the collection view makes
/// on the document's layout during a first pass and a scroll — as a sequence diagram beside the
/// layout.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Draw the calls a collection view makes on the document's layout, beside the layout.",
        discussion: """
            The collection view loads its data and lays out (invalidateLayout, prepare, \
            collectionViewContentSize, layoutAttributesForElements(in:)), then scrolls by half its \
            height (--scroll-by; 0 for none): shouldInvalidateLayout(forBoundsChange:) and what \
            follows. The output's extension decides the format: .svg, .png or .pdf.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The layout document (YAML or JSON).")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Output: .svg, .png or .pdf.")
    var output: String

    @Option(help: "Points to scroll after the first pass (default: half the viewport; 0: no scroll).")
    var scrollBy: Double?

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check()
        try scaleOption.check()
        if let scrollBy, !(scrollBy >= 0 && scrollBy <= 1_000_000) {
            throw ValidationError("--scroll-by must be 0 to 1000000 points, found \(scrollBy)")
        }
        guard ["svg", "png", "pdf"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("cannot tell the format of '\(output)': expected a .svg, .png or .pdf file name")
        }
    }

    func run() throws {
        try OutputWriter.checkDestination(output, notAnyOf: [file])
        let document = try LayoutDocument.load(
            contentsOf: URL(fileURLWithPath: file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        DocumentWarnings.report(for: document)
        let scene = try DocumentTracer(document: document, scrollBy: scrollBy.map { CGFloat($0) }).scene()
        let scale = CGFloat(scaleOption.scale ?? document.render.scale)
        let data: Data
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "svg": data = SVGWriter().data(for: scene)
        case "pdf": data = try PDFRenderer().pdfData(for: scene)
        default: data = try document.locatingCanvasLimits { try RasterRenderer(scale: scale).pngData(for: scene) }
        }
        try OutputWriter.write(data, to: output)
    }
}
