import CollectionLayout
import Foundation

extension DocumentReader {
    /// The document's `device`, `viewport` and `environment` (already checked against the schema).
    func environment(_ root: SpecValue) -> DocumentEnvironment {
        var environment = DocumentEnvironment()
        environment.device = deviceOverride ?? root["device"].flatMap(deviceSelection)
        environment.viewport = size(root["viewport"])
        guard let values = root["environment"] else { return environment }
        environment.safeArea = values["safeArea"].map(insets)
        environment.layoutMargins = values["layoutMargins"].map(insets)
        environment.readableContentWidth = values["readableContentWidth"]?.number.map { CGFloat($0) }
        environment.layoutDirection = values["layoutDirection"]?.string.map {
            $0 == "rightToLeft" ? .rightToLeft : .leftToRight
        }
        environment.horizontalSizeClass = values["horizontalSizeClass"]?.string.map(Self.sizeClass)
        environment.verticalSizeClass = values["verticalSizeClass"]?.string.map(Self.sizeClass)
        environment.contentSizeCategory = values["contentSizeCategory"]?.string.flatMap(ContentSizeCategory.init)
        environment.contentInsetAdjustmentBehavior = values["contentInsetAdjustmentBehavior"]?.string.flatMap {
            Self.adjustmentBehaviors[$0]
        }
        environment.displayScale = values["displayScale"]?.number.map { CGFloat($0) }
        environment.idiom = values["idiom"]?.string.map { $0 == "pad" ? .pad : .phone }
        return environment
    }

    /// A device preset's name, or `{name, orientation}`.
    func deviceSelection(_ value: SpecValue) -> DeviceSelection? { DocumentValues.device.value(of: value) }

    private static func sizeClass(_ name: String) -> UserInterfaceSizeClass {
        name == "regular" ? .regular : .compact
    }

    private static let adjustmentBehaviors: [String: ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
    ]
}
