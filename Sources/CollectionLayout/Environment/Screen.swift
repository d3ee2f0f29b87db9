import Foundation

/// The screen layout code sees through process-wide names (UIKit's `UIScreen.main`,
/// `UIDevice.current`, `UIApplication.shared`): the environment of the collection view whose
/// layout is being asked, bound for the duration of each call the collection view makes on it,
/// so a layout that sizes items from `UIScreen.main.bounds` sees the device it is shown on. Bound
/// per task (and per thread outside tasks), so views on different devices can lay out side by
/// side; nil outside such calls.
public enum Screen {
    /// The environment in force, if any.
    @TaskLocal public static var current: ViewEnvironment?

    /// `body` run with `environment` as the current screen (as it is when `environment` is nil).
    public static func showing<T>(_ environment: ViewEnvironment?, _ body: () throws -> T) rethrows -> T {
        guard let environment else { return try body() }
        return try $current.withValue(environment, operation: body)
    }
}
