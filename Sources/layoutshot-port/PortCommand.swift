import ArgumentParser
import Foundation
import LayoutPort

/// `layoutshot-port`: makes UIKit layout sources compile on Linux against LayoutShotUIKit.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutshot-port",
        abstract: "Make UIKit layout sources compile on Linux against LayoutShotUIKit.",
        discussion: """
            Reads the Swift files given (directories: every .swift file in them, recursively) as one \
            set, and writes each ported file under the same name into the output directory: \
            overrides in extensions move into their classes, @objc optional protocol requirements \
            become Optional-answering Swift requirements with nil defaults (conformers and call \
            sites follow), @objc/dynamic/Interface Builder attributes go, and UIKit, CoreGraphics \
            and QuartzCore imports are replaced.

            #if conditions are evaluated as Swift on Linux compiles the port: os(Linux) is true, \
            os(iOS) false, canImport(UIKit) true (also inside compound conditions, which are \
            rewritten so the compiler agrees), custom conditions such as DEBUG unset. Inactive \
            branches are neither checked nor rewritten; a file with nothing active gets a warning. \
            --ios-branches ports code guarded by os(iOS) instead. #selector(f) becomes an inert \
            Selector("f") with a warning (LayoutShotUIKit's Timer and NotificationCenter \
            stand-ins never call it); responds(to:) and perform(_:) with a selector are errors.

            --reduce keeps what the module's layouts need and makes the rest trap: the types no \
            layout, attributes, invalidation context, collection or reusable view, their protocols \
            or a holder of a collection view names (a view controller's alerts, a button's haptics) \
            keep their declarations, and their bodies become fatalError, so a module compiles \
            when they call UIKit that LayoutShotUIKit lacks. Each reduced type gets a warning.

            Problems are printed as file:line:column: warning|error: message.

            Exit status: 0 ported (warnings may have been printed); 2 errors (syntax errors, \
            something that cannot be rewritten, unreadable input or unwritable output): nothing \
            is written then.
            """)

    @Argument(help: "Swift files or directories holding them.")
    var inputs: [String]

    @Option(name: [.short, .long], help: "The directory the ported files are written to (created if needed).")
    var output: String

    @Flag(help: "Port the branches of #if os(iOS) (and drop those of os(Linux)), for code guarded by os(iOS).")
    var iosBranches = false

    @Flag(help: "Make the bodies of the types no layout reaches trap, so only their declarations need to compile.")
    var reduce = false

    func run() throws {
        do {
            let sources = try SourceSet.read(inputs)
            let result = Porter.port(
                sources, configuration: PortConfiguration(iOSBranches: iosBranches), reducing: reduce)
            for diagnostic in result.diagnostics {
                // The throwing write: the trapping `write(_:)` would stop the program on a closed stream.
                try? FileHandle.standardError.write(contentsOf: Data((diagnostic.description + "\n").utf8))
            }
            guard !result.hasErrors else { throw ExitCode(2) }
            try SourceSet.write(result.files, to: URL(fileURLWithPath: output), inputs: sources)
        } catch let error as SourceSet.Failure {
            try? FileHandle.standardError.write(contentsOf: Data("layoutshot-port: error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}
