import Foundation
import LayoutDiff
import LayoutOutput
import LayoutSupport

/// `check --cache FILE`: the documents that passed, each with a content hash of everything its
/// result depends on — the document's bytes, its two references, the comparison options and
/// the `layoutshot` executable itself (so a new LayoutShot, or a team's CLI rebuilt with changed
/// layout code, checks everything again), and the linked Cairo, libpng and zlib and the font
/// files (`DocumentOutput.rasterFingerprint`), which decide pixels too. A document whose hash is unchanged since
/// it passed is not rendered again.
///
/// The file is JSON, `{"passed": {"<document path>": "<hash>"}}` with sorted keys; documents not
/// checked in a run keep their entries, so shards may share one file only if run one after
/// another.
struct CheckCache: Sendable {
    private(set) var passed: [String: String]
    /// What every key includes besides the document: the executable and the options.
    private let salt: Data

    /// The cache in `url` (empty when the file does not exist yet).
    ///
    /// - Throws: `CommandError` (exit 2) for a file that exists but is not a cache.
    init(contentsOf url: URL, options: String) throws {
        salt = Data(options.utf8) + Self.executableHash() + Data(DocumentOutput.rasterFingerprint.utf8)
        guard FileManager.default.fileExists(atPath: url.path) else {
            passed = [:]
            return
        }
        guard let data = try? BoundedFile.read(url.path, atMost: Self.maximumFileBytes),
            let file = try? JSONDecoder().decode(CacheFile.self, from: data)
        else {
            throw CommandError("'\(url.path)' is not a layoutshot check cache (delete it to start a new one)")
        }
        passed = file.passed
    }

    /// The hash of `document` with the references in `references` as they are now.
    func key(for document: CheckDocument, references: URL) -> String {
        var hasher = ContentHasher()
        hasher.add(salt)
        for url in [document.url]
            + ["json", "png"].map({ references.appendingPathComponent("\(document.name).\($0)") })
        {
            // A missing file hashes differently from an empty one.
            let contents = try? BoundedFile.read(url.path, atMost: ReferenceStore.maximumFileBytes)
            hasher.add(contents.map { Data("present".utf8) + $0 } ?? Data("missing".utf8))
        }
        return hasher.hexDigest
    }

    /// Whether `document` passed with this very `key`.
    func isUnchanged(_ document: CheckDocument, key: String) -> Bool {
        passed[document.cacheIdentity] == key
    }

    /// Records the outcome of checking `document`: its key when it passed, nothing otherwise.
    mutating func record(_ document: CheckDocument, key: String, status: DiffCase.Status) {
        passed[document.cacheIdentity] = status == .passed ? key : nil
    }

    /// The file's bytes: deterministic (sorted keys).
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(CacheFile(passed: passed))
    }

    /// The largest cache file read: 64 MiB, a million documents' keys.
    static let maximumFileBytes = 64 << 20

    private struct CacheFile: Codable {
        var passed: [String: String]
    }

    /// The running executable's hash: its code decides every rendering.
    private static func executableHash() -> Data {
        var hasher = ContentHasher()
        hasher.add(
            (try? Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe"))) ?? Data(CommandLine.arguments[0].utf8))
        return Data(hasher.hexDigest.utf8)
    }
}

/// 128 bits of content hash from two 64-bit multiplicative streams (FNV-1a, and the same with
/// the golden-ratio multiplier): a cache key, not a cryptographic digest. Each added piece is
/// length-prefixed, so pieces cannot run into each other.
struct ContentHasher {
    private var first = FNV1a.offsetBasis
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4
    private static let golden: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func add(_ data: Data) {
        addBytes(withUnsafeBytes(of: UInt64(data.count).littleEndian) { Data($0) })
        addBytes(data)
    }

    private mutating func addBytes(_ data: Data) {
        var first = first
        var second = second
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                first = FNV1a.mix(first, byte)
                second = FNV1a.mix(second, byte, multiplier: Self.golden)
            }
        }
        self.first = first
        self.second = second
    }

    /// The hash as 32 hexadecimal digits.
    var hexDigest: String {
        String(format: "%016llx%016llx", first, second)
    }
}
