import Foundation

extension DocumentCheckSettings {
    /// The keys of `check`, each described and read by one declaration.
    static let fields = DocumentObject<DocumentCheckSettings>([
        DocumentField(
            "threshold", DocumentValues.unitInterval, \.threshold,
            "Per-pixel colour threshold, 0 (exact) to 1; replaces --threshold."),
        DocumentField(
            "maxPixels", DocumentValues.integer(IntegerRule(minimum: 0)), \.maxPixels,
            "Differing pixels allowed; replaces --max-pixels."),
        DocumentField(
            "maxRatio", DocumentValues.unitInterval, \.maxRatio,
            "Ratio of differing pixels allowed, 0 to 1; replaces --max-ratio."),
        DocumentField(
            "ignore", DocumentValues.list(of: ignoredRegion), \.ignore,
            "Rectangles in content coordinates (points, as element frames) whose pixels are not compared."),
        DocumentField(
            "devices", DocumentValues.list(of: DocumentValues.device, maximumCount: 64), \.devices,
            "Check the document once per device, each against its own reference `NAME@DEVICE[-landscape]`."),
        DocumentField(
            "variants", DocumentValues.list(of: DocumentValues.checkVariant, maximumCount: 64), \.variants,
            "Check the document once per variant (times each device): words joined by `+` naming a device, "
                + "portrait or landscape, ltr or rtl, a text size (xs … xxxl, ax1 … ax5) and light or dark, "
                + "each against its own reference `NAME@VARIANT`, e.g. `NAME@iphone-15+rtl+ax3+dark`."),
    ])

    /// A rectangle of `ignore`.
    private static let ignoredRegion = DocumentObject<CGRect>([
        DocumentField("x", DocumentValues.coordinate, \.origin.x, "Left edge in content coordinates; 0 when omitted."),
        DocumentField("y", DocumentValues.coordinate, \.origin.y, "Top edge in content coordinates; 0 when omitted."),
        DocumentField("width", DocumentValues.length, \.size.width, required: true, "Width in points."),
        DocumentField("height", DocumentValues.length, \.size.height, required: true, "Height in points."),
    ]).value(startingFrom: .zero)
}
