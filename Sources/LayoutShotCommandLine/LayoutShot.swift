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
        exit(run(Array(CommandLine.arguments.dropFirst()), layouts: layouts, views: views))
    }

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
