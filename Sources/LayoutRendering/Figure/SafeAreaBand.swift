import CollectionLayout
import Foundation
import LayoutStyle

/// The safe area and layout margins of the view a figure shows, drawn over its viewport as two
/// tinted bands (`render.showSafeArea`): the safe area's inset from the viewport's edges, then
/// the margins beyond it. Both are insets from the view's edges, as UIKit reports them.
public struct SafeAreaBand: Hashable, Sendable {
    /// The safe area's insets.
    public var safeArea: EdgeInsets
    /// The layout margins' insets (the safe area included).
    public var layoutMargins: EdgeInsets

    /// A band of `safeArea` and `layoutMargins`.
    public init(safeArea: EdgeInsets, layoutMargins: EdgeInsets) {
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
    }

    /// The two bands over `viewport` (panel coordinates): the ring between the viewport and the
    /// safe area, then the ring between the safe area and the margins; empty rings are left out.
    func nodes(over viewport: CGRect, chrome: ChromeStyle) -> [SceneNode] {
        let safe = viewport.inset(by: safeArea)
        let margins = viewport.inset(by: layoutMargins)
        var nodes: [SceneNode] = []
        for (outer, inner, fill, role) in [
            (viewport, safe, chrome.safeAreaFill, "safe-area"),
            (safe, margins, chrome.layoutMarginsFill, "layout-margins"),
        ] where inner.width > 0 && inner.height > 0 && inner != outer {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .compound([.rect(outer, cornerRadius: 0), .rect(inner, cornerRadius: 0)]), fill: fill,
                        role: role)))
        }
        return nodes
    }
}
