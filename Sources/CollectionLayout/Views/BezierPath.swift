import Foundation

/// A headless path, as UIKit's `UIBezierPath` (and Core Graphics' `CGPath`, which
/// LayoutShotUIKit names it): lines, curves and shapes kept as elements, for shape layers and
/// masks that cell code builds. LayoutShot draws a shape layer's path with its fill and stroke.
public final class BezierPath: NSObject {
    /// One step of the path.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The path's steps, in order.
    public private(set) var elements: [Element] = []
    /// The width of a stroke of the path.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle with corners of `cornerRadius` (at most half the shorter side), drawn with
    /// circular arcs approximated by cubic curves (κ = 0.5523).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
        let k = r * 0.552_284_749_8
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + r), controlPoint1: CGPoint(x: rect.maxX - r + k, y: rect.minY),
            controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addCurve(
            to: CGPoint(x: rect.maxX - r, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - r + k),
            controlPoint2: CGPoint(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - r), controlPoint1: CGPoint(x: rect.minX + r - k, y: rect.maxY),
            controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addCurve(
            to: CGPoint(x: rect.minX + r, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.minY + r - k),
            controlPoint2: CGPoint(x: rect.minX + r - k, y: rect.minY))
        close()
    }

    /// An ellipse inside `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    /// The path as Core Graphics takes it (`shapeLayer.path = path.cgPath`): itself.
    public var cgPath: BezierPath { self }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.move(point)) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    /// A cubic curve to `point`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }
    /// Closes the subpath.
    public func close() { elements.append(.close) }
    /// Appends `path`'s elements.
    public func append(_ path: BezierPath) { elements += path.elements }

    /// The smallest rectangle holding every point of the path (control points included).
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }
}

/// A headless shape layer, as Core Animation's `CAShapeLayer`: a path with a fill and a stroke,
/// which LayoutShot draws in its view.
open class ShapeLayer: Layer {
    /// The path, in the layer's coordinates.
    open var path: BezierPath?
    /// The fill (Core Animation's default: opaque black).
    open var fillColor: ViewColor? = .black
    /// The stroke (default: none).
    open var strokeColor: ViewColor?
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
}
