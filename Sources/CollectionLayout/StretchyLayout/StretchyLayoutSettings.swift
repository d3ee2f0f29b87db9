import Foundation

extension CollectionElementKind {
    /// The kind of `StretchyHeaderLayout`'s big header (one, at index path 0-0).
    public static let stretchyHeader = "StretchyHeader"
    /// The kind of `StretchyHeaderLayout`'s menu bar (one, at index path 0-0).
    public static let menuBar = "MenuBar"
}

/// Sizes and effect switches of `StretchyHeaderLayout`, named after the tutorial's settings.
///
/// The defaults are the finished "Jungle Cup" example: header 300, menu 70, section header and
/// footer 50, cells 200 tall, inter-item spacing 0, line spacing 3, every effect on, overlay at
/// most 0.6, parallax at most 60 points. Every element spans the collection view's width (cells
/// are inset by `minimumInteritemSpacing` on both sides). An element whose height is 0 is left
/// out, as the tutorial skips zero-sized elements.
public struct StretchyLayoutSettings: Equatable, Hashable, Sendable {
    /// Height of the big header at the top of the content.
    public var headerHeight: CGFloat = 300
    /// Height of the menu bar below the big header.
    public var menuHeight: CGFloat = 70
    /// Height of every section header.
    public var sectionHeaderHeight: CGFloat = 50
    /// Height of every section footer.
    public var sectionFooterHeight: CGFloat = 50
    /// Height of every cell.
    public var itemHeight: CGFloat = 200
    /// Horizontal inset of cells on each side (0 = full width).
    public var minimumInteritemSpacing: CGFloat = 0
    /// Space above every cell (between a cell and what precedes it).
    public var minimumLineSpacing: CGFloat = 3

    /// The header grows when pulled down (negative offset) and stays pinned while content
    /// scrolls over it; off, it scrolls away like any element.
    public var isHeaderStretchy = true
    /// The header's overlay darkens as content scrolls over it (`headerOverlayAlpha`).
    public var isHeaderOverlayEnabled = true
    /// The overlay's maximum opacity, 0…1.
    public var headerOverlayMaxAlpha: CGFloat = 0.6
    /// The menu bar sticks to the top of the viewport once scrolled there.
    public var isMenuSticky = true
    /// Section headers stick below the menu (or the top) until their section's footer arrives.
    public var isSectionHeadersSticky = true
    /// Cells' content shifts against the scroll (`parallax`).
    public var isParallaxOnCellsEnabled = true
    /// The largest parallax shift, in points.
    public var maxParallaxOffset: CGFloat = 60

    /// The finished tutorial example (the defaults).
    public init() {}

    /// The same sizes with every effect off: a plain vertical stack.
    public static var noEffects: StretchyLayoutSettings {
        var settings = StretchyLayoutSettings()
        settings.isHeaderStretchy = false
        settings.isHeaderOverlayEnabled = false
        settings.isMenuSticky = false
        settings.isSectionHeadersSticky = false
        settings.isParallaxOnCellsEnabled = false
        return settings
    }

    /// The settings the layout actually uses: negative, NaN or infinite lengths read as 0 and
    /// the overlay maximum is clamped to 0…1, so bad input never produces NaN geometry.
    public var sanitized: StretchyLayoutSettings {
        var settings = self
        settings.headerHeight = Self.length(headerHeight)
        settings.menuHeight = Self.length(menuHeight)
        settings.sectionHeaderHeight = Self.length(sectionHeaderHeight)
        settings.sectionFooterHeight = Self.length(sectionFooterHeight)
        settings.itemHeight = Self.length(itemHeight)
        settings.minimumInteritemSpacing = Self.length(minimumInteritemSpacing)
        settings.minimumLineSpacing = Self.length(minimumLineSpacing)
        settings.maxParallaxOffset = Self.length(maxParallaxOffset)
        settings.headerOverlayMaxAlpha = min(1, Self.length(headerOverlayMaxAlpha))
        return settings
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
