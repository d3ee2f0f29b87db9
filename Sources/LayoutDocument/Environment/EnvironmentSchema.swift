import CollectionLayout
import Foundation

extension DocumentSchema {
    /// `device`: a preset's name, or `{name, orientation}`.
    static let device = DocumentValues.device.shape

    /// `environment`: what a device decides, one value at a time.
    static let environment = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "safeArea", insets, "The safe area's insets from the view's edges; the device's, else 0."),
            SchemaProperty(
                "layoutMargins", insets,
                "Layout margins measured from the safe area; the device's (16 or 20 at the sides), else UIView's 8."),
            SchemaProperty(
                "readableContentWidth", .number(NumberRule(minimum: 1)),
                "The widest the readable content guide grows; 672 at the default text size."),
            SchemaProperty(
                "layoutDirection", .string(StringRule(allowed: ["leftToRight", "rightToLeft"])),
                "Writing direction; leftToRight when omitted."),
            SchemaProperty(
                "horizontalSizeClass", sizeClass, "compact or regular; the device's, else compact."),
            SchemaProperty(
                "verticalSizeClass", sizeClass, "compact or regular; the device's, else regular."),
            SchemaProperty(
                "contentSizeCategory", .string(StringRule(allowed: ContentSizeCategory.allCases.map(\.rawValue))),
                "The Dynamic Type text size, UIKit's names; large when omitted."),
            SchemaProperty(
                "contentInsetAdjustmentBehavior",
                .string(StringRule(allowed: ["automatic", "scrollableAxes", "never", "always"])),
                "How the safe area adds to the content inset; automatic when omitted."),
            SchemaProperty(
                "displayScale", .number(NumberRule(minimum: 1, maximum: 4)),
                "Pixels per point that positions round to; the device's, else 2."),
            SchemaProperty(
                "idiom", .string(StringRule(allowed: ["phone", "pad"])), "phone or pad; the device's, else phone."),
        ]))

    static let sizeClass = SchemaShape.string(StringRule(allowed: ["compact", "regular"]))
}
