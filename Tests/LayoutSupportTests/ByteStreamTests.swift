import Foundation
import LayoutSupport
import XCTest

/// The byte stream every text writer (SVG, JSON snapshots) prints into: pieces arrive whole
/// and in order in chunks, and numbers are printed as Swift and `printf` print them.
final class ByteStreamTests: XCTestCase {
    func testPiecesWrittenWholeArriveInOrderAfterWhatIsPending() throws {
        // Small pieces gather in the buffer; a piece of half a chunk or more goes to the drain as
        // it is, after the bytes before it; an empty piece drains nothing.
        for chunkSize in [1, 8, 1 << 20] {
            var chunks: [[UInt8]] = []
            var stream = ByteStream(chunkSize: chunkSize) { chunks.append(Array($0)) }
            var expected: [UInt8] = []
            for (index, length) in [3, 0, 5_000, 1, 0, 70_000, 2].enumerated() {
                let piece = [UInt8](repeating: UInt8(index), count: length)
                expected += piece
                try piece.withUnsafeBytes { try stream.write($0) }
            }
            try stream.finish()
            XCTAssertEqual(Array(chunks.joined()), expected, "chunk size \(chunkSize)")
            XCTAssertFalse(chunks.contains { $0.isEmpty }, "no empty chunk (chunk size \(chunkSize))")
        }
        // Pieces handed over whole: the large ones reach the owned drain as they are, the
        // small ones the buffer; the bytes, in order, are the same.
        var drained: [(owned: Bool, bytes: [UInt8])] = []
        var stream = ByteStream(
            chunkSize: 100, drain: { drained.append((false, Array($0))) }, drainOwned: { drained.append((true, $0)) })
        var expected: [UInt8] = []
        for (index, length) in [3, 60, 49, 0, 500, 1].enumerated() {
            let piece = [UInt8](repeating: UInt8(index), count: length)
            expected += piece
            try stream.write(owned: piece)
        }
        try stream.finish()
        XCTAssertEqual(Array(drained.map(\.bytes).joined()), expected)
        XCTAssertEqual(drained.filter(\.owned).map(\.bytes.count), [60, 500], "half a chunk or more: whole")
        // Collecting grows the buffer past its first room without losing a byte.
        let collected = ByteStream.collectWriter(capacity: 4) { stream in
            for index in 0..<10_000 { stream.append(decimal: Int64(index)) }
        }
        XCTAssertEqual(String(decoding: collected, as: UTF8.self), (0..<10_000).map(String.init).joined())
    }

    func testDecimalsAreAppendedAsSwiftPrintsThem() {
        // Every length: each power of ten and the number before it, both signs.
        let powers = (1...18).map { Int64(pow(10, Double($0))) }
        let boundaries = powers.flatMap { [$0, $0 - 1, -$0, 1 - $0] }
        let values: [Int64] = [0, 7, -1, 10, 99, 100, -123_456_789, 999_999_999_999_999, .max, .min] + boundaries
        for value in values {
            let bytes = ByteStream.collectWriter { $0.append(decimal: value) }
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(value))
        }
    }

    func testNumbersAreThePrintfTextOfTheRoundedThousandths() {
        // An independent rule: round to thousandths, print with `%.3f`, trim trailing zeros and
        // the point, and write "-0" as "0". Values from 10⁻⁴ to 10¹², both signs.
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double.random(in: -4...12, using: &generator))
            let value = Bool.random(using: &generator) ? magnitude : -magnitude
            var expected = String(format: "%.3f", (value * 1000).rounded() / 1000)
            while expected.hasSuffix("0") { expected.removeLast() }
            if expected.hasSuffix(".") { expected.removeLast() }
            if expected == "-0" { expected = "0" }
            XCTAssertEqual(DecimalText.thousandths(value), expected, "\(value)")
            let streamed = ByteStream.collectWriter { $0.append(thousandths: value) }
            XCTAssertEqual(String(decoding: streamed, as: UTF8.self), expected, "\(value)")
        }
    }
}

/// A small seeded generator (SplitMix64), so the sampled numbers are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
