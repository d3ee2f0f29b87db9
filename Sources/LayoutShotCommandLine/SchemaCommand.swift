import ArgumentParser
import Foundation
import LayoutDocument
import LayoutSpec

/// `layoutshot schema`: prints the document's JSON Schema (draft 2020-12) for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of layout documents (draft 2020-12).",
        discussion: """
            Point your editor's YAML/JSON support at it to get completion and validation.

            \(ExitStatus.summary)
            """
    )

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of standard output.")
    var output: String = "-"

    func run() throws {
        try OutputWriter.write(Data(JSONSchemaGenerator.documentSchema().utf8), to: output)
    }
}
