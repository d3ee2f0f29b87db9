import Foundation
import LayoutSupport
import LayoutTestSupport
import XCTest

/// Streamed atomic writes: the destination appears whole when the writer finishes, and a writer
/// that fails half-way leaves the old destination as it was and no temporary file.
final class AtomicFileTests: XCTestCase {
    private struct WriterFailed: Error {}

    func testPiecesArriveInOrderAsOneFile() throws {
        let directory = try makeTemporaryDirectory("layoutshot-atomic")
        let url = directory.appendingPathComponent("out.txt")
        try AtomicFile.write(to: url) { writeBytes in
            for piece in ["one ", "two ", "three"] {
                // Until the writer returns, the destination does not exist.
                XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
                try Array(piece.utf8).withUnsafeBytes { try writeBytes($0) }
            }
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one two three")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.txt"])
    }

    func testAStreamedFileHoldsItsChunksAndItsWholePiecesInOrder() throws {
        let directory = try makeTemporaryDirectory("layoutshot-atomic")
        let url = directory.appendingPathComponent("out.txt")
        // A piece of a megabyte is handed over whole, between text gathered in the buffer.
        let whole = [UInt8](repeating: UInt8(ascii: "w"), count: 1 << 20)
        try AtomicFile.write(
            to: url,
            streaming: { stream in
                stream.append("head ")
                try stream.write(owned: whole)
                stream.append(" tail")
            })
        XCTAssertEqual(try Data(contentsOf: url), Data("head ".utf8) + Data(whole) + Data(" tail".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.txt"])
    }

    func testAWriterThatFailsHalfWayLeavesTheOldFileAndNoTemporaryFile() throws {
        let directory = try makeTemporaryDirectory("layoutshot-atomic")
        let url = directory.appendingPathComponent("out.txt")
        try Data("old".utf8).write(to: url)
        XCTAssertThrowsError(
            try AtomicFile.write(to: url) { writeBytes in
                try Array("new, but ".utf8).withUnsafeBytes { try writeBytes($0) }
                throw WriterFailed()
            }
        ) { error in XCTAssertTrue(error is WriterFailed, "\(error)") }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.txt"])
    }
}
