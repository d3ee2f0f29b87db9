import Foundation
import LayoutSupport
import XCTest

/// Files are read whole but never past a limit, sized before they are read (audit 4: a 2 GB
/// document was read whole before its size was checked).
final class BoundedFileTests: XCTestCase {
    private func temporaryFile(_ bytes: Int) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try Data(repeating: 7, count: bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testAFileWithinTheLimitIsReadWhole() throws {
        let path = try temporaryFile(1000)
        XCTAssertEqual(try BoundedFile.read(path, atMost: 1000), Data(repeating: 7, count: 1000))
    }

    func testALargerFileIsRefusedFromItsSize() throws {
        let path = try temporaryFile(1001)
        XCTAssertThrowsError(try BoundedFile.read(path, atMost: 1000)) { error in
            XCTAssertEqual(error as? BoundedFile.Failure, .tooLarge(bytes: 1001, limit: 1000))
        }
    }

    /// `/dev/zero` has no size and no end: reading stops one byte past the limit.
    func testADeviceWithoutEndIsBounded() throws {
        XCTAssertThrowsError(try BoundedFile.read("/dev/zero", atMost: 100_000)) { error in
            XCTAssertEqual(error as? BoundedFile.Failure, .tooLarge(bytes: 100_001, limit: 100_000))
        }
    }

    func testMissingFilesAndDirectoriesAreSaidSo() {
        XCTAssertThrowsError(try BoundedFile.read("/nonexistent/file", atMost: 10)) { error in
            XCTAssertEqual(error as? BoundedFile.Failure, .missing)
        }
        XCTAssertThrowsError(try BoundedFile.read(NSTemporaryDirectory(), atMost: 10)) { error in
            XCTAssertEqual(error as? BoundedFile.Failure, .directory)
        }
    }

    func testThePrefixIsTheFirstBytesOnly() throws {
        let path = try temporaryFile(10)
        XCTAssertEqual(try BoundedFile.prefix(of: path, count: 4), Data(repeating: 7, count: 4))
        XCTAssertEqual(try BoundedFile.prefix(of: path, count: 40).count, 10)
    }
}
