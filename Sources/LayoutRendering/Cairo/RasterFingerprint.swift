internal import CCairo
import Foundation
import LayoutImage
import LayoutSupport

/// What decides a PNG's pixels besides the scene, on this machine: the linked Cairo, pixman,
/// FreeType, libpng and zlib, and the font files text is drawn from (each by a hash of its
/// bytes, so the same font installed elsewhere counts as the same). A cache of comparison
/// results keys on it, and `check` records it beside references so that a pixel failure can
/// say which component differs from the machine that drew them.
public enum RasterFingerprint {
    /// The stack, found once per process.
    public static let stack = RasterStack(components: libraries + fonts)

    /// `Cairo 1.18.0; pixman 0.42.2; FreeType 2.13.2; libpng 1.6.43; zlib 1.3; DejaVuSans.ttf …`.
    public static var text: String { stack.description }

    private static var libraries: [RasterStack.Component] {
        let cairo = cairo_version_string().map { String(cString: $0) } ?? "unknown"
        let pixman = pixman_version_string().map { String(cString: $0) } ?? "unknown"
        return [
            .init(name: "Cairo", version: cairo), .init(name: "pixman", version: pixman),
            .init(name: "FreeType", version: freeType), .init(name: "libpng", version: CodecVersions.libpng),
            .init(name: "zlib", version: CodecVersions.zlib),
        ]
    }

    private static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The largest font file hashed: 64 MiB (DejaVu Sans is under 1 MiB).
    private static let largestFontFile = 64 << 20

    private static var fonts: [RasterStack.Component] {
        guard case .success(let files) = FontFiles.found else {
            return [.init(name: "font \(CairoFont.family)", version: "not found")]
        }
        return files.map { path in
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard let bytes = try? BoundedFile.read(path, atMost: largestFontFile) else {
                return .init(name: name, version: "unreadable")
            }
            let hash = String(FNV1a.hash(bytes), radix: 16)
            return .init(name: name, version: "fnv1a-\(hash), \(bytes.count) bytes")
        }
    }
}
