import CollectionLayout
import Foundation

/// Reading `type: stretchy` from a validated tree.
extension DocumentReader {
    /// The stretchy layout's settings: the tutorial's defaults with the document's values.
    func stretchyLayout(_ value: SpecValue) -> StretchyLayoutSettings {
        var settings = StretchyLayoutSettings()
        func length(_ key: String, _ property: WritableKeyPath<StretchyLayoutSettings, CGFloat>) {
            if let number = value[key]?.number { settings[keyPath: property] = CGFloat(number) }
        }
        length("headerHeight", \.headerHeight)
        length("menuHeight", \.menuHeight)
        length("sectionHeaderHeight", \.sectionHeaderHeight)
        length("sectionFooterHeight", \.sectionFooterHeight)
        length("itemHeight", \.itemHeight)
        length("minimumInteritemSpacing", \.minimumInteritemSpacing)
        length("minimumLineSpacing", \.minimumLineSpacing)
        if let on = value["stretchyHeader"]?.boolean { settings.isHeaderStretchy = on }
        if let on = value["stickyMenu"]?.boolean { settings.isMenuSticky = on }
        if let on = value["stickySectionHeaders"]?.boolean { settings.isSectionHeadersSticky = on }
        if let overlay = value["headerOverlay"] {
            settings.isHeaderOverlayEnabled = overlay.boolean ?? overlay["enabled"]?.boolean ?? true
            if let alpha = overlay["maxAlpha"]?.number { settings.headerOverlayMaxAlpha = CGFloat(alpha) }
        }
        if let parallax = value["parallax"] {
            settings.isParallaxOnCellsEnabled = parallax.boolean ?? parallax["enabled"]?.boolean ?? true
            if let offset = parallax["maxOffset"]?.number { settings.maxParallaxOffset = CGFloat(offset) }
        }
        return settings
    }
}
