import CollectionLayout
import Foundation

extension DocumentOutput {
    /// The product as one SVG that follows the reader's light or dark setting
    /// (`--appearance auto`): drawn in each appearance (`environment.appearance`: dynamic
    /// colours and the figure's theme) and merged by `SVGAppearancePair`.
    ///
    /// - Throws: what `data(as:)` throws for SVG.
    public func svgFollowingAppearance() throws -> Data {
        func drawn(in appearance: UserInterfaceStyle) throws -> String {
            var output = self
            output.document.environment.appearance = appearance
            return String(decoding: try output.data(as: .svg), as: UTF8.self)
        }
        return Data(try SVGAppearancePair.merge(light: drawn(in: .light), dark: drawn(in: .dark)).utf8)
    }
}
