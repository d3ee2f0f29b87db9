import Dispatch
import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

extension PixelDiff {
    /// Decodes two PNG files — concurrently, as decoding dominates the cost of a comparison —
    /// and compares them.
    ///
    /// - Throws: `PixelDiffError` naming the file when one cannot be read or is not a valid PNG
    ///   (the decoder's diagnosis is kept in the message). When both fail, the expected file's
    ///   error is thrown.
    ///
    /// Byte-identical files are identical images: one is decoded (which checks it and gives its
    /// size, and the faded picture when a diff image is asked for), and no pixel is compared.
    public static func compareFiles(
        expected: URL, actual: URL, options: PixelDiffOptions = PixelDiffOptions()
    ) throws(PixelDiffError) -> PixelDiffResult {
        if sameBytes(expected, actual) {
            let image: RGBAImage
            do {
                image = try PNGDecoder.decode(contentsOf: expected, pixelLimit: options.imagePixelLimit)
            } catch {
                throw diffError(error, reading: expected)
            }
            return compare(image, image, options: options)
        }
        let (expectedImage, actualImage) = try decodePair(expected, actual, pixelLimit: options.imagePixelLimit)
        return compare(expectedImage, actualImage, options: options)
    }

    /// Whether both files can be read as PNG files (signature and size checked first) and hold
    /// the same bytes (told apart by their sizes first).
    static func sameBytes(_ first: URL, _ second: URL) -> Bool {
        guard let firstSize = BoundedFile.size(of: first.path), firstSize == BoundedFile.size(of: second.path),
            let firstBytes = try? PNGDecoder.read(contentsOf: first),
            let secondBytes = try? PNGDecoder.read(contentsOf: second)
        else { return false }
        return firstBytes == secondBytes
    }

    /// Decodes two PNG files on two threads, each refused from its header when it has more
    /// than `pixelLimit` pixels.
    public static func decodePair(
        _ first: URL, _ second: URL, pixelLimit: Int = PNGDecoder.defaultPixelLimit
    ) throws(PixelDiffError) -> (RGBAImage, RGBAImage) {
        let slots = DecodeSlots()
        let urls = [first, second]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let url = urls[index]
            let outcome: Result<RGBAImage, PixelDiffError>
            do {
                outcome = .success(try PNGDecoder.decode(contentsOf: url, pixelLimit: pixelLimit))
            } catch {
                outcome = .failure(diffError(error, reading: url))
            }
            slots.store(outcome, at: index)
        }
        let results = slots.results()
        return (try results.0.get(), try results.1.get())
    }

    /// The decoder's error about `url` as a `PixelDiffError` naming the file.
    private static func diffError(_ error: any Error, reading url: URL) -> PixelDiffError {
        guard let error = error as? PNGError else { return PixelDiffError(input: url.path, message: "\(error)") }
        return PixelDiffError(input: url.path, message: strippingPath(error.message, url.path))
    }

    /// The decoder prefixes its messages with the path; the error carries the path separately.
    private static func strippingPath(_ message: String, _ path: String) -> String {
        let prefix = path + ": "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}

/// Two result slots filled from two threads.
private final class DecodeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<RGBAImage, PixelDiffError>?] = [nil, nil]

    func store(_ result: Result<RGBAImage, PixelDiffError>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results() -> (Result<RGBAImage, PixelDiffError>, Result<RGBAImage, PixelDiffError>) {
        lock.lock()
        defer { lock.unlock() }
        let missing = Result<RGBAImage, PixelDiffError>.failure(PixelDiffError(input: "?", message: "not decoded"))
        return (slots[0] ?? missing, slots[1] ?? missing)
    }
}
