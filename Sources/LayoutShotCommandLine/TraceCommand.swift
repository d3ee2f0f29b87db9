import ArgumentParser
import Foundation
import LayoutDocument
import LayoutOutput
import LayoutSupport

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
        _ = try destination()
    }

    /// The output file and its format, from its extension.
    func destination() throws -> OutputDestination {
        try OutputStage.destination(output, kinds: OutputKind.drawing)
    }

    func run() throws {
        let destination = try destination()
        try OutputStage.checkWritable(destination, input: file)
        let document = try LayoutDocument.load(
            contentsOf: KernelPath.url(file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        DocumentWarnings.report(for: document)
        var options = DocumentOutput.Options()
        options.scale = scaleOption.scale
        let trace = DocumentOutput(
            document: document, product: .trace(scrollBy: scrollBy.map { CGFloat($0) }), options: options)
        try OutputStage.write(trace, to: destination)
    }
}
