import Foundation
import LayoutDiff
@_exported import LayoutSpec

/// The `layoutshot` command line, embeddable: a package of your own gets every command
/// (`render`, `animate`, `scroll`, `check`, `diff`, `lint`, `schema`) with its own layouts
/// available to documents as `layout: {type: <name>, …}`.
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
    /// Registers `layouts`, runs the command line with the process's arguments and exits with
    /// the command's status (0 success, 1 differences, 2 trouble).
    public static func main(layouts: [RegisteredLayout] = []) -> Never {
        // Ctrl-C or a CI timeout mid-write leaves no temporary file behind.
        TemporaryFiles.removeOnTermination()
        exit(run(Array(CommandLine.arguments.dropFirst()), layouts: layouts))
    }

    /// Registers `layouts`, runs the command line with `arguments` and unregisters them; answers
    /// the exit status. Every error becomes a message on standard error and a status in one
    /// place (`CommandFailure`).
    public static func run(_ arguments: [String], layouts: [RegisteredLayout] = []) -> Int32 {
        defer { for layout in layouts { LayoutRegistry.shared.unregister(named: layout.name) } }
        do {
            for layout in layouts { try LayoutRegistry.shared.register(layout) }
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
}
