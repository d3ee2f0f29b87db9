import ArgumentParser
import CollectionLayout
import LayoutDocument

/// `--appearance light|dark`, shared by the commands that draw a document: shows it in light
/// or dark mode instead of its own `environment.appearance` — the trait collection's
/// `userInterfaceStyle`, which layouts read and views' dynamic colours resolve by, and the
/// figure's theme unless the document names one.
struct AppearanceOption: ParsableArguments {
    @Option(help: "Show the document in light or dark mode (default: the document's environment.appearance).")
    var appearance: UserInterfaceStyle?

    /// `document` in the appearance asked for, if any.
    func apply(to document: inout LayoutDocument) {
        if let appearance { document.environment.appearance = appearance }
    }
}

/// `light` or `dark`.
extension UserInterfaceStyle: ExpressibleByArgument {
    /// The style `argument` names: `light` or `dark`.
    public init?(argument: String) {
        switch argument {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }

    /// The names the option takes.
    public static var allValueStrings: [String] { ["light", "dark"] }
}
