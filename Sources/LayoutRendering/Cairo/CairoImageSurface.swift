internal import CCairo
import Foundation
import LayoutImage

/// An owned Cairo image surface (premultiplied ARGB32 in memory), destroyed when released.
///
/// Sizes are in device pixels. Cairo cannot address more than 32,767 pixels on a side; the
/// initialiser checks that (and a positive size) before calling Cairo, so oversized requests
/// become a `CairoError` rather than a surface in an error state.
public final class CairoImageSurface {
    /// Cairo's coordinate limit for image surfaces, in pixels per side.
    public static let maximumSide = 32767

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    let pointer: OpaquePointer

    /// Creates a transparent surface.
    /// - Throws: `CairoError` for a size outside 1…32,767 on either side or when Cairo cannot
    ///   allocate the memory.
    public init(width: Int, height: Int) throws {
        guard width >= 1, height >= 1, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw CairoError(
                "cannot create a \(width)×\(height) pixel image: each side must be 1…\(Self.maximumSide) pixels")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError("Cairo returned no surface for \(width)×\(height) pixels")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status: status, while: "creating a \(width)×\(height) pixel image")
        }
        self.width = width
        self.height = height
        self.pointer = surface
    }

    /// Creates a surface holding `image` (converted to premultiplied ARGB32, exactly as Cairo's
    /// PNG reader would).
    public convenience init(image: RGBAImage) throws {
        try self.init(width: image.width, height: image.height)
        try withMutableRows { base, stride in
            PixelConversion.premultiplyTable.withUnsafeBufferPointer { table in
                image.pixels.withUnsafeBufferPointer { source in
                    guard let table = table.baseAddress, let source = source.baseAddress else { return }
                    for y in 0..<height {
                        let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                        PixelConversion.premultiplyRow(source + y * width * 4, width: width, into: row, table: table)
                    }
                }
            }
        }
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Throws if Cairo has put the surface into an error state.
    public func checkStatus(while action: String = "using an image surface") throws {
        try CairoError.check(cairo_surface_status(pointer), while: action)
    }

    /// The pixels as straight-alpha RGBA (exact unpremultiplication; see `PixelConversion`).
    public func makeImage() throws -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let width = width
        let height = height
        try withRows { base, stride in
            PixelConversion.unpremultiplyTable.withUnsafeBufferPointer { table in
                pixels.withUnsafeMutableBufferPointer { destination in
                    guard let table = table.baseAddress, let destination = destination.baseAddress else { return }
                    for y in 0..<height {
                        let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                        PixelConversion.unpremultiplyRow(
                            row, width: width, into: destination + y * width * 4, dropAlpha: false, table: table)
                    }
                }
            }
        }
        return RGBAImage(uncheckedWidth: width, height: height, pixels: pixels)
    }

    /// Encodes the surface as PNG straight from its memory: rows are unpremultiplied one at a
    /// time into a reused buffer and handed to libpng, with no full-image copy.
    public func pngData(settings: PNGEncodingSettings = .default) throws -> Data {
        let width = width
        let height = height
        return try withRows { base, stride in
            try PNGEncoder.encodeARGB32(base, width: width, height: height, stride: stride, settings: settings)
        }
    }

    /// Flushes pending drawing and gives read access to the ARGB32 rows (base, stride in bytes).
    func withRows<R>(_ body: (UnsafePointer<UInt8>, Int) throws -> R) throws -> R {
        try checkStatus(while: "reading an image surface")
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw CairoError("Cairo image surface has no pixel data")
        }
        return try body(UnsafePointer(data), Int(cairo_image_surface_get_stride(pointer)))
    }

    /// Gives write access to the ARGB32 rows and tells Cairo they changed.
    func withMutableRows<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws -> R) throws -> R {
        try checkStatus(while: "writing an image surface")
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw CairoError("Cairo image surface has no pixel data")
        }
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(data, Int(cairo_image_surface_get_stride(pointer)))
    }
}
