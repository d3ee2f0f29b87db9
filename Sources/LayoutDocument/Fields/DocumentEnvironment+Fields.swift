import CollectionLayout

extension DocumentEnvironment {
    /// The keys of `environment`, each described and read by one declaration: what a device
    /// decides, one value at a time.
    static let fields = DocumentObject<DocumentEnvironment>([
        DocumentField(
            "safeArea", DocumentValues.insets, \.safeArea,
            "The safe area's insets from the view's edges; the device's, else 0."
        ),
        DocumentField(
            "layoutMargins", DocumentValues.insets, \.layoutMargins,
            "Layout margins measured from the safe area; the device's (16 or 20 at the sides), else UIView's 8."),
        DocumentField(
            "readableContentWidth", DocumentValues.points(NumberRule(minimum: 1)), \.readableContentWidth,
            "The widest the readable content guide grows; 672 at the default text size."),
        DocumentField(
            "layoutDirection",
            DocumentValues.choice([
                "leftToRight": UserInterfaceLayoutDirection.leftToRight, "rightToLeft": .rightToLeft,
            ]),
            \.layoutDirection, "Writing direction; leftToRight when omitted."),
        DocumentField(
            "horizontalSizeClass", sizeClass, \.horizontalSizeClass, "compact or regular; the device's, else compact."),
        DocumentField(
            "verticalSizeClass", sizeClass, \.verticalSizeClass, "compact or regular; the device's, else regular."),
        DocumentField(
            "contentSizeCategory", DocumentValues.choice(ContentSizeCategory.self), \.contentSizeCategory,
            "The Dynamic Type text size, UIKit's names; large when omitted."),
        DocumentField(
            "contentInsetAdjustmentBehavior",
            DocumentValues.choice([
                "automatic": ContentInsetAdjustmentBehavior.automatic, "scrollableAxes": .scrollableAxes,
                "never": .never, "always": .always,
            ]), \.contentInsetAdjustmentBehavior, "How the safe area adds to the content inset; automatic when omitted."
        ),
        DocumentField(
            "displayScale", DocumentValues.points(NumberRule(minimum: 1, maximum: 4)), \.displayScale,
            "Pixels per point that positions round to; the device's, else 2."),
        DocumentField(
            "idiom", DocumentValues.choice(["phone": UserInterfaceIdiom.phone, "pad": .pad]), \.idiom,
            "phone or pad; the device's, else phone."),
        DocumentField(
            "appearance", DocumentValues.choice(["light": UserInterfaceStyle.light, "dark": .dark]), \.appearance,
            "light or dark: the trait collection's userInterfaceStyle, which dynamic colours resolve by; light when "
                + "omitted. Dark also picks the figure's dark theme unless style.theme names one."),
    ])

    /// `compact` or `regular`.
    private static let sizeClass = DocumentValues.choice([
        "compact": UserInterfaceSizeClass.compact, "regular": .regular,
    ])
}
