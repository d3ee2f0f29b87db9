import Foundation

// Converting points and rectangles between views, as UIKit's `convert(_:to:)` and
// `convert(_:from:)`: along the superview chain, each view's frame origin less its bounds
// origin (a scroll view's content offset). Headless views have no window, so `nil` stands for
// the coordinates the topmost view's frame is given in. Transforms are not applied: `frame`
// ignores them here (see `View`).

extension View {
    /// `point`, given in this view's coordinates, in `view`'s (nil: the topmost view's superview's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let outer = pointOutside(point)
        return view?.pointInside(outer) ?? outer
    }

    /// `point`, given in `view`'s coordinates (nil: the topmost view's superview's), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointInside(view?.pointOutside(point) ?? point)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (its size kept).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates, in this view's (its size kept).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` from this view's coordinates to those its topmost ancestor's frame is given in.
    private func pointOutside(_ point: CGPoint) -> CGPoint {
        var point = point
        var view: View? = self
        while let current = view {
            let origin = current.untransformedFrame.origin
            point.x += origin.x - current.bounds.minX
            point.y += origin.y - current.bounds.minY
            view = current.superview
        }
        return point
    }

    /// The inverse of `pointOutside(_:)`.
    private func pointInside(_ point: CGPoint) -> CGPoint {
        let origin = pointOutside(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
