import Foundation
import LayoutDiff
@_exported import LayoutSpec
import LayoutSupport

/// The `layoutshot` command line, embeddable: a package of your own gets every command
/// (`render`, `animate`, `scroll`, `check`, `diff`, `lint`, `schema`) with its own layouts
/// available to documents as `layout: {type: <name>, …}`, and its own cell and supplementary
/// view classes as `views: {cell: <name>}` (drawn instead of boxes).
///
/// ```swift
/// import LayoutShotCommandLine
///
/// LayoutShot.main(layouts: [
///     RegisteredLayout("mosaic", settings: [LayoutSetting("columns", .integer(default: 3, minimum: 1), "Columns.")]) {
///         settings in MosaicLayout(columns: settings.integer("columns"))
///     }
/// ])
/// ```
public enum LayoutShot {
    /// Registers `layouts` and `views`, runs the command line with the process's arguments and
    /// exits with the command's status (0 success, 1 differences, 2 trouble).
    public static func main(layouts: [RegisteredLayout] = [], views: [RegisteredView] = []) -> Never {
        // Ctrl-C or a CI timeout mid-write leaves no temporary file behind.
        TemporaryFiles.removeOnTermination()
        let status = $exitsAfterCommand.withValue(true) {
            run(Array(CommandLine.arguments.dropFirst()), layouts: layouts, views: views)
        }
        exit(status)
    }

    /// Whether the process exits when the running command returns (`main`), so a command may
    /// leave what it computed to the exit instead of freeing it
    /// (`DocumentRenderer.leavesResultsToProcessExit`). False under `run`, which one process may
    /// call many times.
    @TaskLocal static var exitsAfterCommand = false

    /// Registers `layouts` and `views`, runs the command line with `arguments` and unregisters
    /// them; answers the exit status. Every error becomes a message on standard error and a
    /// status in one place (`CommandFailure`).
    public static func run(
        _ arguments: [String], layouts: [RegisteredLayout] = [], views: [RegisteredView] = []
    ) -> Int32 {
        defer {
            for layout in layouts { LayoutRegistry.shared.unregister(named: layout.name) }
            for view in views { LayoutRegistry.shared.unregister(viewNamed: view.name) }
        }
        do {
            for layout in layouts { try LayoutRegistry.shared.register(layout) }
            for view in views { try LayoutRegistry.shared.register(view) }
            if let unknown = unknownCommand(in: arguments) {
                StandardStreams.error("layoutshot: error: \(unknown)\n")
                return ExitStatus.trouble.rawValue
            }
            var command = try LayoutShotCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as LayoutRegistryError {
            StandardStreams.error("layoutshot: error: \(error.description)\n")
            return ExitStatus.trouble.rawValue
        } catch {
            return CommandFailure(error).print().rawValue
        }
    }

    /// The message for a first argument that names no command ("unknown command `rendr` (did
    /// you mean `render`?)"), or nil when it names one or is an option. Without it the parser
    /// reads the word as an argument and complains about the next one instead.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = LayoutShotCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let hint = DidYouMean.hint(for: first, among: names)
        return "unknown command `\(first)`\(hint); the commands are \(names.dropLast().joined(separator: ", "))"
    }
}
