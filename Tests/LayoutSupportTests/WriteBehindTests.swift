import Foundation
import LayoutSupport
import XCTest

/// Chunks written behind the caller arrive whole and in order, and a failing sink stops the
/// writing and is reported.
final class WriteBehindTests: XCTestCase {
    private struct SinkFailed: Error {}

    /// The chunks a sink was handed, in the order it was handed them.
    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [[UInt8]] = []
        func append(_ chunk: UnsafeRawBufferPointer) { lock.withLock { chunks.append(Array(chunk)) } }
        var all: [[UInt8]] { lock.withLock { chunks } }
    }

    func testChunksArriveWholeAndInOrder() throws {
        let received = Received()
        let writer = WriteBehind(depth: 2) { chunk in
            // A slow sink, so chunks queue up behind it.
            if chunk.first == 3 { usleep(20_000) }
            received.append(chunk)
        }
        let sent = (0..<200).map { index in [UInt8](repeating: UInt8(index % 256), count: 1 + index * 37 % 5000) }
        // Borrowed and owned chunks in turn: both kinds keep their place.
        for (index, chunk) in sent.enumerated() {
            if index % 2 == 0 {
                try chunk.withUnsafeBytes { try writer.write($0) }
            } else {
                try writer.write(owned: chunk)
            }
        }
        try writer.finish()
        XCTAssertEqual(received.all, sent)
    }

    func testAFailingSinkIsReportedAndNothingAfterItIsWritten() throws {
        let received = Received()
        let writer = WriteBehind(depth: 1) { chunk in
            if chunk.first == 2 { throw SinkFailed() }
            received.append(chunk)
        }
        var reported = false
        for index in 0..<6 {
            do {
                try [UInt8(index)].withUnsafeBytes { try writer.write($0) }
            } catch {
                reported = error is SinkFailed
                break
            }
        }
        do {
            try writer.finish()
        } catch {
            reported = reported || error is SinkFailed
        }
        XCTAssertTrue(reported, "the sink's failure is thrown by a later write or by finish")
        XCTAssertEqual(received.all, [[0], [1]], "nothing written after the failed chunk")
    }
}
