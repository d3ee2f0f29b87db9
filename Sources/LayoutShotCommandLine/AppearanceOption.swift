import ArgumentParser
import CollectionLayout
import LayoutDocument
import LayoutOutput

/// `--appearance light|dark|auto`, shared by the commands that draw a document: shows it in
/// light or dark mode instead of its own `environment.appearance` — the trait collection's
/// `userInterfaceStyle`, which layouts read and views' dynamic colours resolve by, and the
/// figure's theme unless the document names one. `auto` draws both into one SVG that follows
/// the reader's setting (`prefers-color-scheme`).
struct AppearanceOption: ParsableArguments {
    @Option(
        help:
            "Show the document in light or dark mode, or auto: an SVG holding both that follows the reader's setting (default: the document's environment.appearance)."
    )
    var appearance: AppearanceChoice?

    /// Whether the output follows the reader's setting (`auto`).
    var followsReader: Bool { appearance == .auto }

    /// Post-parse check, called from the commands' `validate()`: `auto` only for an SVG file.
    func check(destination: OutputDestination?) throws {
        guard followsReader else { return }
        guard case .file(_, .svg)? = destination else {
            throw ValidationError("--appearance auto draws one SVG holding both appearances: write a .svg file")
        }
    }

    /// `document` in the appearance asked for, if one is (`auto` leaves it: both are drawn).
    func apply(to document: inout LayoutDocument) {
        switch appearance {
        case .light: document.environment.appearance = .light
        case .dark: document.environment.appearance = .dark
        case .auto, nil: break
        }
    }
}

/// What `--appearance` names.
enum AppearanceChoice: String, CaseIterable, ExpressibleByArgument {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
    /// Both, in one SVG that shows the one the reader's system asks for.
    case auto
}
