import Foundation

extension CGSize {
    /// The size with NaN, infinite or negative lengths replaced by 0: what a figure or a snapshot
    /// can draw or record of a content size a layout may have computed from bad input.
    package var drawable: CGSize {
        CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}

extension CGRect {
    /// The rectangle standardized, with a non-finite origin coordinate replaced by 0 and its size
    /// made `drawable`.
    package var drawable: CGRect {
        let origin = CGPoint(x: minX.isFinite ? minX : 0, y: minY.isFinite ? minY : 0)
        return CGRect(origin: origin, size: standardized.size.drawable)
    }
}
