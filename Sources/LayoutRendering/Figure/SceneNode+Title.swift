import Foundation
import LayoutStyle

extension SceneNode {
    /// A figure's title: `text` in the chrome's bold title font and text colour, centred on
    /// `centerX`, its line centred on `lineCenter`. Stills, film strips and traces all title
    /// themselves with it.
    static func title(_ text: String, centerX: CGFloat, lineCenter: CGFloat, chrome: ChromeStyle) -> SceneNode {
        .text(
            SceneText(
                text: text,
                position: CGPoint(
                    x: centerX, y: TextLayout.baseline(centeredAt: lineCenter, fontSize: chrome.titleFontSize)),
                anchor: .middle, fontSize: chrome.titleFontSize, isBold: true, color: chrome.textColor, role: "title"))
    }

    /// `title(_:centerX:lineCenter:chrome:)` of a title line whose top is `top`.
    static func title(_ text: String, centerX: CGFloat, lineTop top: CGFloat, chrome: ChromeStyle) -> SceneNode {
        title(
            text, centerX: centerX, lineCenter: top + chrome.titleFontSize * TextLayout.lineHeightRatio / 2,
            chrome: chrome)
    }
}
