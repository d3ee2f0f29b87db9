import Foundation

#if !canImport(CoreGraphics)
    // Core Graphics conveniences that layout code calls and Linux Foundation lacks.

    extension CGPoint {
        /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`).
        public func equalTo(_ point: CGPoint) -> Bool { self == point }
    }

    extension CGSize {
        /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
        public func equalTo(_ size: CGSize) -> Bool { self == size }
    }

    extension CGRect {
        /// Whether the two rectangles are equal once standardized (Core Graphics'
        /// `CGRectEqualToRect`: a rectangle with a negative width equals its flipped twin).
        public func equalTo(_ rect: CGRect) -> Bool { standardized == rect.standardized }
    }
#endif
