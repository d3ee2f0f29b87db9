import Foundation

/// Everything around a collection view that UIKit's layouts read and that a device decides: the
/// view's size, the safe area, the layout margins, the readable width, the traits and how the
/// scroll view adds the safe area to its content inset. `apply(to:)` sets it on a view, so a
/// figure, a snapshot test or a `check` case sees the layout as it runs on that device.
public struct ViewEnvironment: Sendable, Hashable {
    /// The collection view's size in points (a full-screen view: the screen's size).
    public var viewSize: CGSize
    /// The screen's size in points when the collection view does not fill it (a device's screen
    /// holding a smaller view); nil when the view is the screen's size. `UIScreen.main.bounds`
    /// answers it, so a layout sized from the screen but hosted in a smaller view lays out as
    /// on that device.
    public var screenSize: CGSize?
    /// The screen's size: `screenSize`, else the view's.
    public var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize ?? viewSize) }
    /// The safe area's insets from the view's edges.
    public var safeArea: EdgeInsets
    /// The layout margins measured from the safe area (what UIKit's `layoutMargins` holds before
    /// `insetsLayoutMarginsFromSafeArea` adds the safe area).
    public var layoutMargins: EdgeInsets
    /// The widest the readable content guide grows, in points.
    public var readableContentWidth: CGFloat
    /// Scale, writing direction, size classes, idiom and text size.
    public var traits: TraitCollection
    /// How the safe area adds to the content inset.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior

    /// An environment with UIKit's defaults for a plain view of `viewSize`: no safe area, UIView's
    /// 8-point margins, a readable width of 672, an iPhone's traits in portrait at 2×, `.automatic`.
    public init(
        viewSize: CGSize, safeArea: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        readableContentWidth: CGFloat = ViewEnvironment.readableContentWidth(for: .large),
        traits: TraitCollection = TraitCollection(),
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    ) {
        self.viewSize = viewSize
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.traits = traits
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }

    /// Sets the view's size (keeping its content offset), safe area, margins, readable width,
    /// traits and inset adjustment; the layout is invalidated if anything changed.
    public func apply(to collectionView: CollectionView) {
        if collectionView.frame.size != viewSize {
            collectionView.frame = CGRect(origin: collectionView.frame.origin, size: viewSize)
        }
        collectionView.safeAreaInsets = safeArea
        collectionView.layoutMargins = layoutMargins
        collectionView.readableContentWidth = readableContentWidth
        collectionView.traitCollection = traits
        collectionView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        collectionView.screen = self
    }

    /// The layout margins of a view controller's root view, measured from the safe area: none at
    /// the top and bottom, and the system minimum at the sides, 16 points in a compact width and
    /// 20 in a regular one (Apple, `systemMinimumLayoutMargins`; measured by useyourloaf.com,
    /// "Changing root view layout margins").
    public static func rootViewMargins(for horizontalSizeClass: UserInterfaceSizeClass) -> EdgeInsets {
        let side: CGFloat = horizontalSizeClass == .regular ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The readable width at `category`: 672 points at the default size (measured on iOS:
    /// useyourloaf.com, "Readable Content Guides"). Apple documents that the guide follows the
    /// text size but publishes no table; LayoutShot scales 672 as the body style scales.
    public static func readableContentWidth(for category: ContentSizeCategory) -> CGFloat {
        TextStyle.body.scaledValue(672, for: category).rounded()
    }
}
