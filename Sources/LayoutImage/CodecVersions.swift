internal import CPNG
import Foundation

/// The versions of libpng and zlib, which decode PNGs here (and encode them with the default
/// settings), as they are linked at run time: what a cached comparison's result also depends
/// on. igzip, which only the fast settings' encoder uses, changes bytes, never pixels, so it
/// is not named.
public enum CodecVersions {
    /// `libpng 1.6.39, zlib 1.2.13`.
    public static var description: String { "libpng \(libpng), zlib \(zlib)" }

    /// libpng's version, `1.6.39`.
    public static var libpng: String { png_get_libpng_ver(nil).map { String(cString: $0) } ?? "unknown" }

    /// zlib's version, `1.2.13`.
    public static var zlib: String { zlibVersion().map { String(cString: $0) } ?? "unknown" }
}
