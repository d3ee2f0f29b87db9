import CollectionLayout
import Foundation
import LayoutDocument
import LayoutDocumentTestSupport
import XCTest

/// `device` and `environment` in a document: a preset sets the view and its environment, the
/// document's own values win, and bad values are located errors naming what is valid.
final class DocumentEnvironmentTests: XCTestCase {
    private let compositionalGrid = """
        layout:
          type: compositional
          sections:
            - contentInsets: {leading: 20}
              group:
                width: 100%
                height: 100
                items:
                  - {width: 50%, height: 100%}
        sections: [4]

        """

    private func decode(_ text: String) throws -> LayoutDocument {
        try LayoutDocument.decode(text, file: "doc.yaml")
    }

    private func cellFrames(_ document: LayoutDocument) -> [CGRect] {
        document.makeCollectionView().layoutAttributesForVisibleElements()
            .filter { $0.representedElementCategory == .cell }.map(\.frame)
    }

    /// iPhone 15 (Apple's Human Interface Guidelines, device screen sizes: 393 × 852 points at
    /// 3×) with its published safe area (59 at the top, 34 at the bottom in portrait; 59 at the
    /// sides and 21 at the bottom in landscape).
    /// `environment.appearance` is the trait collection's `userInterfaceStyle`, which a layout
    /// reads from its collection view (light when omitted, a device's default).
    func testTheAppearanceIsTheUserInterfaceStyle() throws {
        let base = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n"
        XCTAssertEqual(try decode(base).makeCollectionView().traitCollection.userInterfaceStyle, .light)
        let dark = try decode(base + "environment: {appearance: dark}\n")
        XCTAssertEqual(dark.makeCollectionView().traitCollection.userInterfaceStyle, .dark)
        XCTAssertThrowsError(try decode(base + "environment: {appearance: dim}\n"))
    }

    func testADevicePresetSetsTheViewAndItsEnvironment() throws {
        let portrait = try decode("device: iphone-15\n" + compositionalGrid)
        XCTAssertEqual(portrait.viewport, CGSize(width: 393, height: 852))
        let view = portrait.makeCollectionView()
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(view.traitCollection.displayScale, 3)
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(view.adjustedContentInset.top, 59, "a vertical layout scrolls vertically: the top safe area")

        let landscape = try decode("device: {name: iphone-15, orientation: landscape}\n" + compositionalGrid)
        XCTAssertEqual(landscape.viewport, CGSize(width: 852, height: 393))
        let sideways = landscape.makeCollectionView()
        XCTAssertEqual(sideways.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(sideways.traitCollection.verticalSizeClass, .compact)
        // Insets from the safe area (compositional's automatic reference): 59 + 20 leading, 59
        // trailing, two halves of 852 − 59 − 20 − 59 = 714.
        XCTAssertEqual(cellFrames(landscape).first, CGRect(x: 79, y: 0, width: 357, height: 100))
    }

    /// One key changed gives the layout on a phone, a landscape phone and an iPad.
    func testTheSameLayoutOnThreeDevices() throws {
        let widths = try ["iphone-se-3", "{name: iphone-15-pro-max, orientation: landscape}", "ipad-pro-11"].map {
            try cellFrames(decode("device: \($0)\n" + compositionalGrid)).first?.width
        }
        // (375 − 20) / 2; (932 − 2 × 59 − 20) / 2; (834 − 20) / 2.
        XCTAssertEqual(widths, [177.5, 397, 407])
    }

    func testDocumentValuesReplaceThePresets() throws {
        let document = try decode(
            """
            device: iphone-15
            viewport: {width: 300, height: 500}
            environment: {safeArea: {top: 10}, layoutDirection: rightToLeft, contentSizeCategory: accessibilityLarge, horizontalSizeClass: regular}

            """ + compositionalGrid)
        XCTAssertEqual(document.viewport, CGSize(width: 300, height: 500), "an explicit viewport wins")
        // The view is smaller than the device's screen, which keeps its size (UIScreen.main.bounds
        // and the window the view is shown in).
        XCTAssertEqual(document.environment.resolved().screenBounds.size, CGSize(width: 393, height: 852))
        let view = document.makeCollectionView()
        XCTAssertEqual(view.window?.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(view.traitCollection.displayScale, 3, "not set: the device's")
        XCTAssertEqual(view.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        // Right to left, leading inset 20 on the right: item 0 spans 140…280 of 300.
        XCTAssertEqual(cellFrames(document).first, CGRect(x: 140, y: 0, width: 140, height: 100))
    }

    func testACommandLineDeviceReplacesTheDocuments() throws {
        let selection = DeviceSelection(device: try XCTUnwrap(Device.named("ipad-mini")), orientation: .landscape)
        let document = try LayoutDocument.decode(
            "device: iphone-15\n" + compositionalGrid, file: "d", device: selection)
        XCTAssertEqual(document.viewport, CGSize(width: 1133, height: 744))
        let withoutViewport = try LayoutDocument.decode(compositionalGrid, file: "d", device: selection)
        XCTAssertEqual(withoutViewport.viewport, CGSize(width: 1133, height: 744), "a device stands for the viewport")
    }

    func testWithoutViewportOrDevice() {
        assertSingleDiagnostic(
            diagnostics(for: compositionalGrid), kind: .missingKey, line: 1, column: 1, keyPath: "",
            contains: "missing required key `viewport`")
    }

    func testBadValuesAreLocatedWithTheValidNames() {
        assertSingleDiagnostic(
            diagnostics(for: "device: iphone-51\n" + compositionalGrid), kind: .invalidValue, line: 1, column: 9,
            keyPath: "device", contains: "iphone-se-3, iphone-15")
        assertSingleDiagnostic(
            diagnostics(for: "device: iphone-15\nenvironment: {contentSizeCategory: huge}\n" + compositionalGrid),
            kind: .invalidValue, line: 2, column: 36, keyPath: "environment.contentSizeCategory",
            contains: "extraSmall")
        assertSingleDiagnostic(
            diagnostics(for: "device: iphone-15\nenvironment: {safeArea: {top: -4}}\n" + compositionalGrid),
            kind: .outOfRange, line: 2, column: 31, keyPath: "environment.safeArea.top", contains: "≥ 0")
    }

    func testUnknownDeviceMessageSuggestsTheClosest() {
        XCTAssertTrue(DeviceSelection.unknownNameMessage("iphone-51").contains("did you mean `iphone-15`?"))
    }
}
