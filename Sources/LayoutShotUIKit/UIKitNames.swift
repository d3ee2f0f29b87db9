@_exported import CollectionLayout
@_exported import Foundation

// UIKit's names for LayoutShot's engine types, so that a layout written for UIKit compiles
// after changing only `import UIKit` to `import LayoutShotUIKit`. Kept out of the engine so
// that LayoutShot's own code uses its own names and cannot collide with UIKit on Apple platforms.

/// UIKit's name for `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's name for `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for the headless `CollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's name for `CollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's name for `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's name for `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's name for `ViewImage`.
public typealias UIImage = ViewImage
/// UIKit's name for `ViewColor`.
public typealias UIColor = ViewColor
/// Core Graphics' colour, as layer properties take it (`UIColor.cgColor`).
public typealias CGColor = ViewColor
/// The pre-Swift-4.2 name of `UICollectionView.ScrollDirection`.
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = CollectionLayout.ScrollDirection
/// The pre-Swift-4.2 name of `UICollectionView.ScrollPosition`.
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = CollectionViewScrollPosition

/// The pre-Swift-3 `UIEdgeInsetsMake(top, left, bottom, right)`.
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The pre-Swift-4.2 `UIEdgeInsetsInsetRect(rect, insets)`.
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

extension CollectionView {
    /// UIKit's `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionElementCategory
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = CollectionElementKind.sectionHeader
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = CollectionElementKind.sectionFooter
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionLayout.ScrollDirection
}

/// UIKit's name for `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's name for `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for `CollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's name for `CollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// UIKit's name for `ScrollView` (the collection view's superclass, as in UIKit).
public typealias UIScrollView = ScrollView
/// UIKit's name for `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's name for `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's name for `TraitCollection`.
public typealias UITraitCollection = TraitCollection

extension ScrollView {
    /// UIKit's `UIScrollView.DecelerationRate`.
    public typealias DecelerationRate = CollectionLayout.DecelerationRate
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = CollectionLayout.ContentInsetAdjustmentBehavior
}

extension EdgeInsets {
    /// Zero insets, as `UIEdgeInsets()`.
    public init() { self = .zero }
}

/// The screen layouts round positions to, as the part of UIKit's `UIScreen` they read: the
/// screen of the collection view whose layout is being asked (`Screen.current`, its device or
/// environment), else an iPhone's.
public final class UIScreen: Sendable {
    /// The one screen.
    public static let main = UIScreen()
    /// Pixels per point: the current screen's, else 2, as `TraitCollection`'s default.
    public var scale: CGFloat { Screen.current?.traits.displayScale ?? 2 }
    /// The screen's size in points: the current screen's (its device's screen, or the collection
    /// view's size for a full-screen view), else an iPhone's portrait 390 × 844 (iPhone 12 to
    /// 14), what layouts sizing items from `UIScreen.main.bounds` expect.
    public var bounds: CGRect {
        Screen.current?.screenBounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
    }
    /// The screen's size in pixels: `bounds` times `scale`.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The screen's scale for layout purposes (`scale`).
    public var nativeScale: CGFloat { scale }
}

/// The device, as the part of UIKit's `UIDevice` layouts read: the current screen's idiom, else
/// an iPhone, as `UIScreen.main` and the collection view's default traits describe.
public final class UIDevice: Sendable {
    /// The device the code runs on.
    public static let current = UIDevice()
    /// The current screen's idiom, else an iPhone.
    public var userInterfaceIdiom: UserInterfaceIdiom { Screen.current?.traits.userInterfaceIdiom ?? .phone }
}

/// The application, as the part of UIKit's `UIApplication` layouts read.
public final class UIApplication: Sendable {
    /// The one application.
    public static let shared = UIApplication()
    /// The writing direction of the user interface: the current screen's, else left to right.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Screen.current?.traits.layoutDirection ?? .leftToRight
    }
}

/// The pre-Swift 4.2 name of `UICollectionView.elementKindSectionHeader`.
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = CollectionElementKind.sectionHeader
/// The pre-Swift 4.2 name of `UICollectionView.elementKindSectionFooter`.
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = CollectionElementKind.sectionFooter

/// UIKit's name for the headless `View`.
public typealias UIView = View
/// Core Animation's name for the headless `Layer`.
public typealias CALayer = Layer
/// UIKit's name for `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollPosition`.
    public typealias ScrollPosition = CollectionViewScrollPosition
}

extension CollectionViewFlowLayout {
    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public typealias SectionInsetReference = FlowSectionInsetReference
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// UIKit's name for `CollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout

extension NSValue {
    /// A point boxed as UIKit boxes it (Linux Foundation's `NSValue(point:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A size boxed as UIKit boxes it.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A rectangle boxed as UIKit boxes it.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
}
