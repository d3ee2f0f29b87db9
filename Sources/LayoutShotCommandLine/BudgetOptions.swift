import ArgumentParser
import LayoutDocument
import LayoutSpec

/// `--max-items` and `--max-frame-elements`, shared by the commands that read documents: the
/// resources one document may ask for before it is refused (`DocumentBudget`).
struct BudgetOptions: ParsableArguments {
    @Option(help: "The most items a document may have in all its sections.")
    var maxItems = DocumentBudget.standard.items

    @Option(help: "The most elements an animation or scroll may draw, frames × elements.")
    var maxFrameElements = DocumentBudget.standard.frameElements

    @Option(help: "The most sections a document may have.")
    var maxSections = DocumentBudget.standard.sections

    @Option(help: "The largest document file read, in bytes.")
    var maxDocumentBytes = DocumentBudget.standard.documentBytes

    @Option(help: "The most items a batch update may touch, index paths and items of whole sections.")
    var maxUpdateItems = DocumentBudget.standard.updateItems

    /// The budget these options describe.
    var budget: DocumentBudget {
        DocumentBudget(
            items: maxItems, frameElements: maxFrameElements, sections: maxSections, documentBytes: maxDocumentBytes,
            updateItems: maxUpdateItems)
    }

    /// Post-parse check, called from the commands' `validate()`.
    func check() throws {
        for (name, value) in [
            ("--max-items", maxItems), ("--max-frame-elements", maxFrameElements), ("--max-sections", maxSections),
            ("--max-document-bytes", maxDocumentBytes), ("--max-update-items", maxUpdateItems),
        ]
        where !(1...1_000_000_000_000).contains(value) {
            throw ValidationError("\(name) must be 1…1000000000000, found \(value)")
        }
    }
}
