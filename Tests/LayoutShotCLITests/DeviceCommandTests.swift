import Foundation
import XCTest

/// `--device`, `--orientation`, `layoutshot devices` and the device matrix of `check`.
final class DeviceCommandTests: XCTestCase {
    /// A vertical flow layout without a viewport: the device gives it one.
    private let document = """
        layout: {type: flow, itemSize: {width: 100, height: 100}}
        sections: [3]

        """

    private func write(_ text: String, _ name: String, in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// The snapshot's viewport: the device's screen in points (iPhone 15: 393 × 852; held in
    /// landscape, 852 × 393).
    func testRenderOnADevice() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(document, "d.yaml", in: directory)
        let result = try CLIRunner.run(
            ["render", "d.yaml", "-o", "d.json", "--device", "iphone-15", "--orientation", "landscape"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        let snapshot = try JSONSerialization.jsonObject(
            with: Data(contentsOf: directory.appendingPathComponent("d.json")))
        let viewport = try XCTUnwrap((snapshot as? [String: Any])?["viewport"] as? [String: Any])
        XCTAssertEqual(viewport["width"] as? Double, 852)
        XCTAssertEqual(viewport["height"] as? Double, 393)
    }

    func testAnUnknownDeviceIsTroubleNamingThePresets() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(document, "d.yaml", in: directory)
        for command in ["render", "animate", "scroll", "trace", "lint", "check"] {
            var arguments = [command, "d.yaml", "--device", "iphone-16"]
            if ["render", "animate", "scroll", "trace"].contains(command) { arguments += ["-o", "x.png"] }
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(command): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.contains("unknown device `iphone-16`"), "\(command): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("ipad-pro-11"), "\(command) lists the presets")
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), ["d.yaml"], "nothing written")
    }

    func testDevicesListsThePresets() throws {
        let result = try CLIRunner.run(["devices"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = String(decoding: result.standardOutput, as: UTF8.self)
        XCTAssertTrue(text.contains("iphone-15  iPhone 15"), text)
        XCTAssertTrue(text.contains("landscape  852×393   @3x  safe area 0 59 21 59"), text)
    }

    /// Two devices on the command line: two cases with their own references, named after the
    /// device; a second run compares each with its own; shards deal the cases.
    func testCheckRunsADeviceMatrix() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(document, "d.yaml", in: directory)
        let devices = ["--device", "iphone-se-3", "--device", "ipad-mini", "--orientation", "landscape"]
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"] + devices, in: directory)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")),
            [
                // The record of what drew the images (`RasterStackRecord`), then the references.
                ".layoutshot-raster-stack.json",
                "d@ipad-mini-landscape.json", "d@ipad-mini-landscape.png", "d@iphone-se-3-landscape.json",
                "d@iphone-se-3-landscape.png",
            ])
        let again = try DiffCheck.run(
            ["check", "d.yaml", "--references", "refs", "--junit", "junit.xml"] + devices, in: directory)
        XCTAssertEqual(again.status, 0, again.standardError)
        let junit = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("name=\"d@ipad-mini-landscape\""), junit)
        XCTAssertTrue(junit.contains("name=\"d@iphone-se-3-landscape\""), junit)
        let shard = try DiffCheck.run(
            ["check", "d.yaml", "--references", "refs", "--shard", "2/2", "--json", "-"] + devices, in: directory)
        XCTAssertEqual(shard.status, 0, shard.standardError)
        XCTAssertTrue(DiffCheck.text(shard).contains("d@iphone-se-3-landscape"), "the second case")
        XCTAssertFalse(DiffCheck.text(shard).contains("d@ipad-mini-landscape"), "not the first")
    }

    /// A document's own `check.devices`, without any option.
    func testCheckReadsTheDocumentsDevices() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            document + "check: {devices: [iphone-15, {name: iphone-15-pro-max, orientation: landscape}]}\n", "d.yaml",
            in: directory)
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"], in: directory)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")).filter {
                $0.hasSuffix(".json") && !$0.hasPrefix(".")
            },
            ["d@iphone-15-pro-max-landscape.json", "d@iphone-15.json"])
    }
}
