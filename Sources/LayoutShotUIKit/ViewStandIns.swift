import CollectionLayout
import Foundation

/// UIKit's name for `Label`.
public typealias UILabel = Label
/// UIKit's name for `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's name for `StackView`.
public typealias UIStackView = StackView
/// UIKit's name for `BezierPath`.
public typealias UIBezierPath = BezierPath
/// Core Graphics' path type: a `BezierPath` (what `UIBezierPath.cgPath` answers).
public typealias CGPath = BezierPath
/// Core Graphics' mutable path type.
public typealias CGMutablePath = BezierPath
/// Core Graphics' image: a `ViewImage` (what `UIImage.cgImage` answers).
public typealias CGImage = ViewImage

extension ViewImage {
    /// The image as Core Graphics' (the same headless image).
    public var cgImage: CGImage? { self }
}

/// UIKit's name for `AccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's name for `Window`.
public typealias UIWindow = Window
/// UIKit's name for `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// Core Animation's shape layer.
public typealias CAShapeLayer = ShapeLayer

extension View {
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = ViewContentMode
}
