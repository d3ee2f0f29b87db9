import Foundation

/// A headless view: the part of UIKit's `UIView` that layout code reads and writes on cells and
/// their content (geometry, alpha, transform, layer). Nothing is drawn; LayoutShot draws the
/// layout's attributes, not views.
///
/// As in UIKit, `frame` is derived from `center` and `bounds.size` (and undefined once a
/// transform other than the identity is set: here it ignores the transform).
open class View: NSObject {
    /// The view's own coordinate space: origin usually zero, size = the view's size.
    open var bounds: CGRect {
        didSet {
            layer.bounds = bounds
            // As UIKit: a view whose size changes lays its subviews out again.
            if bounds.size != oldValue.size { needsLayout = true }
        }
    }
    /// The centre of the view in its superview's coordinates.
    open var center: CGPoint {
        didSet { layer.position = center }
    }
    /// Opacity, 0 … 1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// The background colour layout code sets (kept, not drawn).
    open var backgroundColor: ViewColor?
    /// The 2D transform about the centre; setting it sets the layer's 3D transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The safe area's insets; zero headlessly unless set, as for a view outside any window.
    open var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { safeAreaInsetsDidChange() } }
    }
    /// Called when `safeAreaInsets` changed, as UIKit calls it; a collection view invalidates
    /// its layout here.
    open func safeAreaInsetsDidChange() {}
    /// The margins as set, measured from the safe area while `insetsLayoutMarginsFromSafeArea`
    /// is true; UIView's default of 8 points on each edge.
    var requestedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if requestedLayoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Whether the layout margins are measured from the safe area (UIKit's default, true).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsDidChange() } }
    }
    /// Called when the layout margins changed, as UIKit calls it; a collection view invalidates
    /// its layout here.
    open func layoutMarginsDidChange() {}
    /// The layout margins: what was set, plus the safe area while `insetsLayoutMarginsFromSafeArea`
    /// is true (Apple, "insetsLayoutMarginsFromSafeArea": margins are measured from the safe area
    /// so that content inside them stays clear of it). Setting them sets the margins measured
    /// from the safe area.
    open var layoutMargins: EdgeInsets {
        get { insetsLayoutMarginsFromSafeArea ? requestedLayoutMargins + safeAreaInsets : requestedLayoutMargins }
        set { requestedLayoutMargins = newValue }
    }
    /// The backing layer (its transform, anchor point and zPosition are what layouts touch).
    public let layer = Layer()
    /// The views added with `addSubview(_:)`, back to front (a collection view's visible cells
    /// come first in its own).
    open var subviews: [View] { addedSubviews }
    private var addedSubviews: [View] = []
    /// The view this one was added to.
    open private(set) weak var superview: View?

    /// A view with `frame` in its superview.
    ///
    /// Required (UIKit's is not) so that the collection view can make the cell classes
    /// registered with it from their class objects, as UIKit does; `layoutshot-port` writes
    /// `required` on ported subclasses' `override init(frame:)`.
    public required init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        layer.bounds = bounds
        layer.position = center
    }

    /// A zero-size view.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Required by `NSCoding` in UIKit, so subclasses declare it; views are never decoded
    /// here, so this makes a zero-size view.
    public required init?(coder: NSCoder) {
        bounds = .zero
        center = .zero
        super.init()
    }

    /// Runs `actions` at once: nothing animates headlessly.
    open class func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// Runs `animations` at once and then `completion` with true: headlessly every animation
    /// has already finished (the `animate` command draws layout animations itself).
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// The view's rectangle in its superview: its layer's (`Layer.frame`), with the bounds placed
    /// so that the layer's anchor point sits at `center` — under a transform, the box around the
    /// transformed bounds. Setting it places the untransformed bounds (Apple leaves a frame set
    /// under a transform undefined).
    open var frame: CGRect {
        get {
            Layer.frame(size: bounds.size, position: center, anchorPoint: layer.anchorPoint, transform: layer.transform)
        }
        set {
            bounds.size = newValue.size
            center = Layer.position(of: newValue, anchorPoint: layer.anchorPoint)
        }
    }

    /// The frame the view would have without its transform (conversions ignore transforms).
    var untransformedFrame: CGRect {
        Layer.frame(
            size: bounds.size, position: center, anchorPoint: layer.anchorPoint, transform: CATransform3DIdentity)
    }

    /// Whether a gesture recognizer may begin, as UIKit asks a view; true, UIKit's default
    /// (headlessly no recognizer ever begins).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Lays out the subviews: nothing by default; subclasses position their subviews here, as
    /// in UIKit. The collection view calls it after applying a cell's attributes.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews()`: headlessly the call is made when the view is next drawn, so
    /// this only records the request.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` when it was asked for (or the size changed), then does the same
    /// for the subviews, as UIKit's layout pass goes down the tree.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    private var needsLayout = true

    /// The size that fits within `size`, as UIKit's `sizeThatFits(_:)`: by default the size the
    /// view already has, as Apple documents; subclasses measure their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin, as UIKit does.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The view's natural size; `noIntrinsicMetric` on both axes by default, as in UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed (kept: nothing is solved).
    open func invalidateIntrinsicContentSize() {}

    /// The size the view's constraints give for `targetSize`, as UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// Headlessly no constraint is solved, so an axis held at `.required` takes the target's
    /// length and the other axis the view's own measure, `sizeThatFits(targetSize)`. Apple does
    /// not document a result without constraints; this is the choice, so cells that size
    /// themselves get their target width (or height) and their content's other dimension.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let measured = sizeThatFits(targetSize)
        return CGSize(
            width: horizontalFittingPriority >= .required ? targetSize.width : measured.width,
            height: verticalFittingPriority >= .required ? targetSize.height : measured.height)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
    /// `fittingSizeLevel` on both axes, as UIKit's `systemLayoutSizeFitting(_:)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// How the content is arranged when the writing direction flips; `unspecified` follows it.
    open var semanticContentAttribute = SemanticContentAttribute.unspecified

    /// The writing direction the view lays out in, as UIKit's: the one `semanticContentAttribute`
    /// forces, else its superview's, else the app's (`userInterfaceLayoutDirection(for:
    /// .unspecified)`). UIKit takes the unforced case from the trait collection, which a view
    /// inherits from its superview.
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        forcedLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection
            ?? View.userInterfaceLayoutDirection(for: .unspecified)
    }

    /// Which margins and size follow the superview's size. Kept: headless views are placed by
    /// frames, and a cell's content view already follows the cell's size.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their `autoresizingMask` (kept, as `autoresizingMask`).
    open var autoresizesSubviews = true

    /// Draws the view's content: nothing, and never called — LayoutShot draws layout attributes,
    /// not views — so a view that draws itself compiles.
    open func draw(_ rect: CGRect) {}
    /// Asks for `draw(_:)`: recorded nowhere, as nothing draws views.
    open func setNeedsDisplay() {}
    /// Asks for `draw(_:)` in `rect`: as `setNeedsDisplay()`.
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// Lays out `layer`'s sublayers, as UIKit calls on the view that owns a layer: nothing by
    /// default, and never called headlessly (layers are not laid out).
    open func layoutSublayers(of layer: Layer) {}

    /// Whether assistive technologies see the view as one element (kept: LayoutShot reads no
    /// accessibility).
    open var isAccessibilityElement = false
    /// The identifier UI tests find the view by (kept).
    open var accessibilityIdentifier: String?
    /// The label assistive technologies speak (kept).
    open var accessibilityLabel: String?
    /// The hint assistive technologies speak (kept).
    open var accessibilityHint: String?
    /// The value assistive technologies speak (kept).
    open var accessibilityValue: String?
    /// What the element is (kept).
    open var accessibilityTraits = AccessibilityTraits.none

    /// A number code uses to find the view (`viewWithTag(_:)`).
    open var tag = 0
    /// The view, or the first of its subviews (depth first), whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// A view whose alpha masks this one's content (kept: nothing draws views).
    open var mask: View?

    /// Updates the view's constraints, as Auto Layout calls it before layout; nothing by
    /// default, and never called headlessly, where constraints are not solved.
    open func updateConstraints() {}
    /// Asks for `updateConstraints()` (recorded nowhere, as constraints are not solved).
    open func setNeedsUpdateConstraints() {}
    /// Runs a pending `updateConstraints()`: nothing is pending headlessly.
    open func updateConstraintsIfNeeded() {}
    /// Whether the view needs Auto Layout to lay it out; false, as UIKit's default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Gesture recognizers: none are kept headlessly (nothing can be recognized).
    open var gestureRecognizers: [GestureRecognizer]? {
        get { nil }
        set {}
    }
    /// Adds a recognizer: inert.
    open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {}
    /// Removes a recognizer: inert.
    open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {}

    /// A view standing in for a snapshot of this one: the same frame, no content (nothing
    /// draws views).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? { View(frame: frame) }
    /// A view standing in for a snapshot of `rect` of this one: `rect`'s size, no content.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        View(frame: CGRect(origin: .zero, size: rect.size))
    }

    /// Told of a change to a key path the view observes: never called (no key-value observing
    /// on Linux), so a view that overrides it compiles.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Whether the view takes touches (kept: headlessly there are none).
    open var isUserInteractionEnabled = true

    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: View) {
        insertSubview(view, at: addedSubviews.count)
    }

    /// Puts `view` at `index` among the subviews, back to front (clamped to their range),
    /// moving it from its old superview; a view coming from elsewhere is told before and after
    /// (`willMove(toSuperview:)`, `didMoveToSuperview()`), one only reordered is not.
    open func insertSubview(_ view: View, at index: Int) {
        let arrives = view.superview !== self
        let windowChange = arrives ? WindowChange(of: view, to: window) : nil
        windowChange?.announce()
        if arrives { view.willMove(toSuperview: self) }
        view.detachFromSuperview()
        addedSubviews.insert(view, at: min(max(0, index), addedSubviews.count))
        view.superview = self
        if arrives { view.didMoveToSuperview() }
        windowChange?.complete()
    }

    /// Puts `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        let others = addedSubviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === siblingSubview } ?? others.count)
    }

    /// Puts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        let others = addedSubviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count)
    }

    /// Moves a subview on top of the others.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: addedSubviews.count)
    }

    /// Moves a subview below the others.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview; it is told before and after, as in UIKit.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let windowChange = WindowChange(of: self, to: nil)
        windowChange?.announce()
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        windowChange?.complete()
    }

    private func detachFromSuperview() {
        superview?.addedSubviews.removeAll { $0 === self }
        superview = nil
    }

    /// The window the view is in: the nearest `Window` among the view and its superviews; nil
    /// for a view in no window, as in UIKit.
    open var window: Window? { (self as? Window) ?? superview?.window }
    /// Called before the view and its subviews move into `newWindow` (nil: out of a window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view and its subviews moved into or out of a window.
    open func didMoveToWindow() {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed, as UIKit calls it.
    open func didMoveToSuperview() {}
    /// Called on a view loaded from a nib; nibs are never loaded headlessly, so it is not called.
    open func awakeFromNib() {}
    /// Writes the view to an archive (`NSCoding`): views are never archived headlessly, so
    /// nothing is written; subclasses that call `super` compile.
    open func encode(with coder: NSCoder) {}
}

/// A headless layer: the part of Core Animation's `CALayer` layout code sets on views.
open class Layer: NSObject {
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint = .zero
    /// The point transforms happen about, in unit coordinates; (0.5, 0.5) is the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The 3D transform about the anchor point.
    open var transform: CATransform3D = CATransform3DIdentity
    /// The layer's place along the z axis (UIKit copies a cell's zIndex here).
    open var zPosition: CGFloat = 0
    /// Opacity, 0 … 1.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided = true
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// Appearance that cells and decoration views set in `apply(_:)`; kept, not drawn (figures
    /// draw the layout attributes in their own style).
    open var cornerRadius: CGFloat = 0
    /// See `cornerRadius`.
    open var borderWidth: CGFloat = 0
    /// See `cornerRadius`.
    open var borderColor: ViewColor?
    /// See `cornerRadius`.
    open var shadowColor: ViewColor?
    /// See `cornerRadius`.
    open var shadowOpacity: Float = 0
    /// See `cornerRadius`.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// See `cornerRadius`.
    open var shadowRadius: CGFloat = 3
    /// See `cornerRadius`.
    open var shadowPath: BezierPath?
    /// See `cornerRadius`.
    open var shouldRasterize = false
    /// See `cornerRadius`.
    open var rasterizationScale: CGFloat = 1
    /// The layer's background colour (kept: LayoutShot draws layout attributes, not layers).
    open var backgroundColor: ViewColor?
    /// The layer's content, an image in UIKit (kept).
    open var contents: Any?
    /// The actions that animate property changes, by key (kept: nothing animates implicitly).
    open var actions: [String: any LayerAction]?
    /// Layers added with `addSublayer(_:)`, back to front (a view's subviews are not here:
    /// headless views keep them in `subviews`).
    open private(set) var sublayers: [Layer]?
    /// The layer this one was added to.
    open private(set) weak var superlayer: Layer?

    /// The layer's rectangle in its superlayer: `bounds` placed so `anchorPoint` is at `position`
    /// — under a transform, the smallest rectangle around the transformed bounds, as Core
    /// Animation answers (measured on iOS: a 50 × 50 view at the origin scaled by 2 has the frame
    /// (−25, −25, 100, 100); Apple calls the value undefined and every release gives that box).
    /// Setting it places the untransformed bounds.
    open var frame: CGRect {
        get { Self.frame(size: bounds.size, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            bounds.size = newValue.size
            position = Self.position(of: newValue, anchorPoint: anchorPoint)
        }
    }

    /// The frame of bounds of `size` whose `anchorPoint` sits at `position`, transformed about
    /// that point; the untransformed rectangle when a corner falls behind a perspective's eye.
    static func frame(size: CGSize, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let origin = CGPoint(x: position.x - size.width * anchorPoint.x, y: position.y - size.height * anchorPoint.y)
        let untransformed = CGRect(origin: origin, size: size)
        guard !CATransform3DIsIdentity(transform) else { return untransformed }
        let corners = [
            CGPoint(x: untransformed.minX, y: untransformed.minY),
            CGPoint(x: untransformed.maxX, y: untransformed.minY),
            CGPoint(x: untransformed.maxX, y: untransformed.maxY),
            CGPoint(x: untransformed.minX, y: untransformed.maxY),
        ]
        var projected: [CGPoint] = []
        for corner in corners {
            let local = CGPoint(x: corner.x - position.x, y: corner.y - position.y)
            guard let point = transform.project(local) else { return untransformed }
            projected.append(CGPoint(x: point.x + position.x, y: point.y + position.y))
        }
        return CGRect.boundingBox(of: projected)
    }

    /// Where the anchor point of a layer whose untransformed frame is `frame` sits.
    static func position(of frame: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
    }

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: Layer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}
