import CollectionLayout
import Foundation

/// One step of an override's `transform` list.
///
/// A list is read outermost first, like CSS `transform` and like successive
/// `CATransform3DRotate(t, …)` calls in UIKit code: `[perspective: 500, rotateY: 40]` rotates
/// the element first and then applies the perspective, which is what a card flip needs.
public enum TransformOperation: Sendable, Equatable {
    /// Rotation in degrees about the z axis (clockwise on screen, as y points down).
    case rotate(degrees: Double)
    /// Rotation in degrees about the x axis.
    case rotateX(degrees: Double)
    /// Rotation in degrees about the y axis.
    case rotateY(degrees: Double)
    case scale(x: Double, y: Double, z: Double)
    case translate(x: Double, y: Double, z: Double)
    /// Perspective with the eye `distance` points away: m34 = -1 / distance.
    case perspective(distance: Double)

    /// The operation's matrix on its own.
    public var matrix: CATransform3D {
        switch self {
        case .rotate(let degrees): CATransform3DMakeRotation(Self.radians(degrees), 0, 0, 1)
        case .rotateX(let degrees): CATransform3DMakeRotation(Self.radians(degrees), 1, 0, 0)
        case .rotateY(let degrees): CATransform3DMakeRotation(Self.radians(degrees), 0, 1, 0)
        case .scale(let x, let y, let z): CATransform3DMakeScale(x, y, z)
        case .translate(let x, let y, let z): CATransform3DMakeTranslation(x, y, z)
        case .perspective(let distance):
            {
                var transform = CATransform3DIdentity
                transform.m34 = -1 / distance
                return transform
            }()
        }
    }

    /// The transform of a list of operations, outermost first: each later operation is applied
    /// to the element before the earlier ones, as `CATransform3DRotate(t, …)` does.
    public static func combined(_ operations: [TransformOperation]) -> CATransform3D {
        operations.reduce(CATransform3DIdentity) { transform, operation in
            CATransform3DConcat(operation.matrix, transform)
        }
    }

    private static func radians(_ degrees: Double) -> CGFloat {
        CGFloat(degrees * Double.pi / 180)
    }
}
