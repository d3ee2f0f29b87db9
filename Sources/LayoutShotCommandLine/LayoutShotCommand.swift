import ArgumentParser

/// The `layoutshot` root command. Register a subcommand by adding its type to `subcommands`.
struct LayoutShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot",
        abstract: "Render collection-view layouts described in YAML or JSON to SVG, PNG and layout snapshots.",
        discussion: ExitStatus.summary,
        version: LayoutShotVersion.description,
        subcommands: [
            RenderCommand.self,
            SchemaCommand.self,
            AnimateCommand.self,
            ScrollCommand.self, DiffCommand.self, CheckCommand.self, ApproveCommand.self, MergeReportsCommand.self,
            LintCommand.self,
            TraceCommand.self, DevicesCommand.self,
        ]
    )
}
