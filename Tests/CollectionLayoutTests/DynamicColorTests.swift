import CollectionLayout
import Foundation
import XCTest

/// Dynamic colours as UIKit's: `UIColor(dynamicProvider:)` answers per trait collection
/// (`resolvedColor(with:)`), a fixed colour is itself, and the system colours have the light and
/// dark values of Apple's Human Interface Guidelines colour tables.
final class DynamicColorTests: XCTestCase {
    private func traits(_ style: UserInterfaceStyle) -> TraitCollection {
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        return traits
    }

    /// 0–255 components of `color` resolved for `style`.
    private func bytes(_ color: ViewColor, _ style: UserInterfaceStyle) -> [Int] {
        let resolved = color.resolvedColor(with: traits(style))
        return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
    }

    func testADynamicColourResolvesPerStyleAndReadsAsLight() {
        let ink = ViewColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(ink.resolvedColor(with: traits(.dark)), .white)
        XCTAssertEqual(ink.resolvedColor(with: traits(.light)), .black)
        XCTAssertEqual(ink.resolvedColor(with: traits(.unspecified)), .black, "unspecified resolves as light")
        XCTAssertEqual([ink.red, ink.green, ink.blue], [0, 0, 0], "read directly: the light value")
        XCTAssertTrue(ink.isDynamic)
        XCTAssertEqual(ViewColor.red.resolvedColor(with: traits(.dark)), .red, "a fixed colour is itself")
        XCTAssertNotEqual(ink, .black, "equal only when equal in every appearance")
        XCTAssertEqual(ink, ViewColor(light: .black, dark: .white))
        XCTAssertEqual(ink.withAlphaComponent(0.5).resolvedColor(with: traits(.dark)), ViewColor(white: 1, alpha: 0.5))
        XCTAssertEqual(TraitCollection().userInterfaceStyle, .light, "a device's default appearance")
    }

    /// Apple, Human Interface Guidelines, "Color": iOS system colours (default, light / dark)
    /// and the background and label colours.
    func testSystemColoursHaveApplesLightAndDarkValues() {
        let table: [(ViewColor, [Int], [Int])] = [
            (.systemRed, [255, 59, 48], [255, 69, 58]), (.systemOrange, [255, 149, 0], [255, 159, 10]),
            (.systemYellow, [255, 204, 0], [255, 214, 10]), (.systemGreen, [52, 199, 89], [48, 209, 88]),
            (.systemTeal, [48, 176, 199], [64, 200, 224]), (.systemBlue, [0, 122, 255], [10, 132, 255]),
            (.systemIndigo, [88, 86, 214], [94, 92, 230]), (.systemPurple, [175, 82, 222], [191, 90, 242]),
            (.systemPink, [255, 45, 85], [255, 55, 95]), (.systemGray, [142, 142, 147], [142, 142, 147]),
            (.systemBackground, [255, 255, 255], [0, 0, 0]),
            (.secondarySystemBackground, [242, 242, 247], [28, 28, 30]),
            (.systemGroupedBackground, [242, 242, 247], [0, 0, 0]), (.label, [0, 0, 0], [255, 255, 255]),
            (.secondaryLabel, [60, 60, 67], [235, 235, 245]), (.separator, [60, 60, 67], [84, 84, 88]),
        ]
        for (color, light, dark) in table {
            XCTAssertEqual(bytes(color, .light), light)
            XCTAssertEqual(bytes(color, .dark), dark)
        }
        XCTAssertEqual(ViewColor.secondaryLabel.resolvedColor(with: traits(.dark)).alpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(ViewColor.separator.resolvedColor(with: traits(.dark)).alpha, 0.6, accuracy: 1e-9)
    }
}
