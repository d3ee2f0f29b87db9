import CollectionLayout
import Foundation
import LayoutDocument
import LayoutOutput

/// The figures `render --docc` draws of one document, in the names DocC finds an image's
/// variants by: `name.png` and `name@2x.png` in light mode, `name~dark.png` and
/// `name~dark@2x.png` in dark mode, and with SVG asked for, `name.svg` and `name~dark.svg`.
/// An article shows them all with `![…](name)`: DocC picks the scale and the appearance the
/// reader's display and setting ask for.
struct DoccFigures {
    /// One file: its name in the catalog, and its bytes.
    struct Figure {
        var fileName: String
        var data: Data
    }

    /// What to draw besides the PNGs, and how.
    struct Options {
        /// Whether SVGs are written too.
        var svg = false
        /// The drawn region, instead of the documents' own.
        var region: DocumentRenderOptions.Region?
        /// Whether PNGs are written with the fast settings.
        var fastPNG = false
        /// The devices to draw side by side; empty: the document's one.
        var devices: [DeviceSelection] = []
    }

    /// The appearances DocC tells apart, each with its name suffix.
    private static let appearances: [(UserInterfaceStyle, suffix: String)] = [(.light, ""), (.dark, "~dark")]

    /// The scales written, each with its name suffix (DocC's `@2x`).
    private static let scales: [(Double, suffix: String)] = [(1, ""), (2, "@2x")]

    /// `document`'s figures, named after `name` (the document's file name without its extension).
    static func figures(of document: LayoutDocument, named name: String, options: Options) throws -> [Figure] {
        var figures: [Figure] = []
        for (appearance, appearanceSuffix) in appearances {
            var shown = document
            shown.environment.appearance = appearance
            for (scale, scaleSuffix) in scales {
                figures.append(
                    Figure(
                        fileName: name + appearanceSuffix + scaleSuffix + ".png",
                        data: try output(of: shown, scale: scale, options: options).data(as: .png)))
            }
            if options.svg {
                figures.append(
                    Figure(
                        fileName: name + appearanceSuffix + ".svg",
                        data: try output(of: shown, scale: 1, options: options).data(as: .svg)))
            }
        }
        return figures
    }

    private static func output(of document: LayoutDocument, scale: Double, options: Options) -> DocumentOutput {
        var settings = DocumentOutput.Options()
        settings.scale = scale
        settings.region = options.region
        settings.devices = options.devices
        if options.fastPNG { settings.pngSettings = .fast }
        return DocumentOutput(document: document, options: settings)
    }
}
