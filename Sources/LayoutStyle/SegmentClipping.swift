import Foundation

extension CGRect {
    /// The part of the segment from `a` to `b` inside the rectangle (Liang–Barsky clipping), or
    /// nil when none is, or only a point: what a pattern line keeps of itself inside its element.
    func clippedSegment(from a: CGPoint, to b: CGPoint) -> (CGPoint, CGPoint)? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        var (enter, leave): (CGFloat, CGFloat) = (0, 1)
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                guard q >= 0 else { return nil }
            } else if p < 0 {
                enter = max(enter, q / p)
            } else {
                leave = min(leave, q / p)
            }
        }
        guard leave - enter > 1e-9 else { return nil }
        return (CGPoint(x: a.x + enter * dx, y: a.y + enter * dy), CGPoint(x: a.x + leave * dx, y: a.y + leave * dy))
    }
}
