import Dispatch
import Foundation
import LayoutImage
import LayoutSnapshot

extension PixelDiff {
    /// Decodes two PNG files — concurrently, as decoding dominates the cost of a comparison —
    /// and compares them.
    ///
    /// - Throws: `PixelDiffError` naming the file when one cannot be read or is not a valid PNG
    ///   (the decoder's diagnosis is kept in the message). When both fail, the expected file's
    ///   error is thrown.
    public static func compareFiles(
        expected: URL, actual: URL, options: PixelDiffOptions = PixelDiffOptions()
    ) throws(PixelDiffError) -> PixelDiffResult {
        let (expectedImage, actualImage) = try decodePair(expected, actual, pixelLimit: options.imagePixelLimit)
        return compare(expectedImage, actualImage, options: options)
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
            } catch let error as PNGError {
                outcome = .failure(PixelDiffError(input: url.path, message: strippingPath(error.message, url.path)))
            } catch {
                outcome = .failure(PixelDiffError(input: url.path, message: "\(error)"))
            }
            slots.store(outcome, at: index)
        }
        let results = slots.results()
        return (try results.0.get(), try results.1.get())
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
