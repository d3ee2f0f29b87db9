import Foundation
import XCTest

extension XCTestCase {
    /// A fresh empty directory named after `prefix`, removed when the test ends (tests leave
    /// nothing in the temporary directory).
    public func makeTemporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
