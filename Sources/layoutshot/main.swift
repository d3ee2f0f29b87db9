import Foundation

// Parses the command line, runs the command and maps every error to a message and an exit
// status in one place (`CommandFailure`).
do {
    var command = try LayoutShotCommand.parseAsRoot()
    try command.run()
} catch {
    let failure = CommandFailure(error)
    failure.print()
    exit(failure.status.rawValue)
}
