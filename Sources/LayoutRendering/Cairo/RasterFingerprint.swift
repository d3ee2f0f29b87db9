internal import CCairo
import Foundation
import LayoutImage

/// What decides a PNG's pixels besides the scene: the linked Cairo, libpng and zlib, and the
/// font files text is drawn from (each named with its size and modification time). A cache of
/// comparison results keys on it, so a new library or font checks everything again.
public enum RasterFingerprint {
    /// `cairo 1.16.0; libpng 1.6.39, zlib 1.2.13; DejaVuSans.ttf 757076 1690000000; …`.
    public static var text: String {
        let cairo = cairo_version_string().map { String(cString: $0) } ?? "unknown"
        let fonts = CairoFont.fontFiles.map { path -> String in
            var status = stat()
            guard stat(path, &status) == 0 else { return "\(path) missing" }
            return "\(path) \(status.st_size) \(status.st_mtim.tv_sec)"
        }
        return (["cairo \(cairo)", CodecVersions.description] + fonts).joined(separator: "; ")
    }
}
