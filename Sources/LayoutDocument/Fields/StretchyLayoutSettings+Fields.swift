import CollectionLayout
import Foundation

extension StretchyLayoutSettings {
    /// The keys of `layout` with `type: stretchy`, the stretchy / sticky / parallax layout of the
    /// "Jungle Cup" tutorial (vertical only), each described and read by one declaration; the
    /// tutorial's values where a key is omitted.
    static let fields = DocumentObject<StretchyLayoutSettings>([
        DocumentField(
            "headerHeight", DocumentValues.length, \.headerHeight, "Height of the big header; 300 when omitted."),
        DocumentField(
            "menuHeight", DocumentValues.length, \.menuHeight,
            "Height of the menu bar below the header; 70 (0 = no menu)."),
        DocumentField(
            "sectionHeaderHeight", DocumentValues.length, \.sectionHeaderHeight,
            "Height of every section header; 50 (0 = none)."),
        DocumentField(
            "sectionFooterHeight", DocumentValues.length, \.sectionFooterHeight,
            "Height of every section footer; 50 (0 = none)."),
        DocumentField(
            "itemHeight", DocumentValues.length, \.itemHeight, "Height of every cell (cells span the width); 200."),
        DocumentField(
            "minimumInteritemSpacing", DocumentValues.length, \.minimumInteritemSpacing,
            "Horizontal inset of cells on each side; 0."),
        DocumentField(
            "minimumLineSpacing", DocumentValues.length, \.minimumLineSpacing, "Space above every cell; 3."),
        DocumentField(
            "stretchyHeader", DocumentValues.boolean, \.isHeaderStretchy,
            "The header grows when pulled down and stays pinned while content scrolls over it; true."),
        .toggle(
            "headerOverlay", \.isHeaderOverlayEnabled, settings: headerOverlay,
            "The header's overlay, alpha min(maxAlpha, offset / headerHeight): true/false or its settings."),
        DocumentField(
            "stickyMenu", DocumentValues.boolean, \.isMenuSticky,
            "The menu bar sticks to the top once scrolled there; true."),
        DocumentField(
            "stickySectionHeaders", DocumentValues.boolean, \.isSectionHeadersSticky,
            "Section headers stick below the menu until their footer arrives; true."),
        .toggle(
            "parallax", \.isParallaxOnCellsEnabled, settings: parallax,
            "Cell content shifts against the scroll: true/false or its settings."),
    ])

    /// `headerOverlay` as a mapping.
    private static let headerOverlay = DocumentObject<StretchyLayoutSettings>([
        DocumentField(
            "enabled", DocumentValues.boolean, \.isHeaderOverlayEnabled, "Whether the overlay darkens the header; true."
        ),
        DocumentField(
            "maxAlpha", DocumentValues.unitInterval.map { CGFloat($0) }, \.headerOverlayMaxAlpha,
            "The overlay's maximum opacity; 0.6."),
    ])

    /// `parallax` as a mapping.
    private static let parallax = DocumentObject<StretchyLayoutSettings>([
        DocumentField(
            "enabled", DocumentValues.boolean, \.isParallaxOnCellsEnabled,
            "Whether cell content shifts against the scroll; true."),
        DocumentField("maxOffset", DocumentValues.length, \.maxParallaxOffset, "The largest shift in points; 60."),
    ])
}
