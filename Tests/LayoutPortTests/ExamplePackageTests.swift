import Foundation
import XCTest

/// `Examples/PortedLayouts` compiles an iOS app's unmodified UIKit layout files through
/// `LayoutShotPortPlugin` and checks their frames; its build and tests are part of ours.
final class ExamplePackageTests: XCTestCase {
    private static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/PortedLayouts")

    func testTheExamplePackageBuildsFromUnmodifiedUIKitSourcesAndPasses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", Self.example.path, "--disable-swift-testing"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "swift test in Examples/PortedLayouts:\n\(log.suffix(4000))")
        XCTAssertTrue(
            log.contains("Executed 3 tests, with 0 failures"), "the example's three tests ran:\n\(log.suffix(2000))")
        let source = try String(
            contentsOf: Self.example.appendingPathComponent("UIKitSources/WaterfallLayout.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("import UIKit") && source.contains("@objc optional"), "the sources stay UIKit's")
    }
}
