import Foundation

/// The pixel size of a scene rendered at a scale factor, checked against the canvas limits.
///
/// Limits, both checked before any memory is allocated:
/// - Cairo addresses at most 32,767 pixels per side (`CairoImageSurface.maximumSide`);
/// - a pixel budget, 100 megapixels by default (`RasterCanvas.defaultPixelBudget`): an ARGB32
///   surface of that size is 400 MB, and its PNG takes seconds to encode. Larger figures are
///   almost always a mistake (a whole 100,000-item list at 3×); callers can raise the budget.
public struct RasterCanvas: Equatable, Sendable {
    /// The default pixel budget: 100,000,000 pixels (400 MB of ARGB32).
    public static let defaultPixelBudget = 100_000_000

    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// Pixels per scene point.
    public let scale: CGFloat

    /// The canvas for a scene of `size` points at `scale`: each side is `ceil(points · scale)`
    /// pixels (at least 1), so fractional scene sizes are never cut off.
    /// - Throws: `RasterError` for a non-finite or non-positive scale or size, a side over
    ///   32,767 pixels, or more pixels than `pixelBudget`, with a suggestion what to do instead.
    public init(sceneSize size: CGSize, scale: CGFloat, pixelBudget: Int = RasterCanvas.defaultPixelBudget) throws {
        guard scale.isFinite, scale > 0 else {
            throw RasterError("scale \(scale) is invalid: it must be a positive number (1, 2, 3…)")
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw RasterError("scene size \(size.width)×\(size.height) points is invalid: it must be finite, ≥ 0")
        }
        let rawWidth = (size.width * scale).rounded(.up)
        let rawHeight = (size.height * scale).rounded(.up)
        let describe = {
            "canvas of \(Self.format(rawWidth))×\(Self.format(rawHeight)) pixels (scene "
                + "\(Self.format(size.width))×\(Self.format(size.height)) points at scale \(Self.format(scale)))"
        }
        let side = CGFloat(CairoImageSurface.maximumSide)
        guard rawWidth <= side, rawHeight <= side else {
            throw RasterError(
                "\(describe()) exceeds Cairo's limit of \(CairoImageSurface.maximumSide) pixels per side; "
                    + "render only the viewport (--region viewport) or use a smaller --scale")
        }
        let width = max(1, Int(rawWidth))
        let height = max(1, Int(rawHeight))
        guard width * height <= pixelBudget else {
            throw RasterError(
                "\(describe()) exceeds the pixel budget of \(pixelBudget) pixels; "
                    + "render only the viewport (--region viewport) or use a smaller --scale")
        }
        self.width = width
        self.height = height
        self.scale = scale
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
