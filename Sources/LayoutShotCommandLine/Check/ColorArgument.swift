import ArgumentParser
import LayoutDiff
import LayoutImage
import LayoutSupport

/// A colour on the command line: `R,G,B` (each 0 to 255, as pixelmatch's options take them) or a
/// hex colour `#RRGGBB`.
struct ColorArgument: ExpressibleByArgument {
    /// The colour.
    let color: Color

    init(_ color: Color) {
        self.color = color
    }

    init?(argument: String) {
        if argument.hasPrefix("#") {
            guard let color = try? Color(hex: argument) else { return nil }
            self.color = color
            return
        }
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let channels = parts.compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard channels.count == 3 else { return nil }
        color = Color(red: channels[0], green: channels[1], blue: channels[2])
    }

    var defaultValueDescription: String { "\(color.red),\(color.green),\(color.blue)" }
}

/// `--transparency-background pattern|white`.
extension TransparencyBackground: ExpressibleByArgument {}
