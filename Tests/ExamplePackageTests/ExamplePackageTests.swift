import Foundation
import XCTest

/// The example packages build and work as part of our tests: `Examples/PortedLayouts` compiles an
/// iOS app's unmodified UIKit layout files through `LayoutShotPortPlugin` and checks their
/// frames; `Examples/OwnLayoutCLI` is a team's own command line with its layout registered.
///
/// Each builds a package of its own from scratch on a fresh machine (minutes), so this target
/// stands apart: `scripts/test` runs it after the unit suite, and a developer's
/// `swift test --skip ExamplePackageTests` leaves it out.
final class ExamplePackageTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    private static let example = examples.appendingPathComponent("PortedLayouts")

    /// A nested build's or test run's output, each line indented: its own "Executed N tests"
    /// lines then do not start a line of this run's log, where CI's summary would count them.
    private static func quoted(_ log: Substring) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// Runs `swift` with `arguments`; answers the status and the combined output.
    private func swift(_ arguments: [String]) throws -> (status: Int32, log: String) {
        if let index = arguments.firstIndex(of: "--package-path"), index + 1 < arguments.count {
            BuildPlans.forget(of: URL(fileURLWithPath: arguments[index + 1]))
        }
        // The Swift driver leaves a `TemporaryDirectory.*` folder in TMPDIR per build, and
        // SwiftPM lock files named after its paths: they all go in one folder removed afterwards.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-swift-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try Processes.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["TMPDIR=\(scratch.path)", "swift"] + arguments,
            in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `Examples/OwnLayoutCLI`: a package's own `layoutshot` with its mosaic layout registered;
    /// a document of `type: mosaic` renders. Columns 4, gap 4 in 390: cells (390 − 12) / 4 = 94.5,
    /// the big cell two of them and a gap, 193 wide.
    func testTheOwnLayoutTemplateRendersItsLayout() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("own-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = Self.examples.appendingPathComponent("OwnLayoutCLI")
        let json = directory.appendingPathComponent("mosaic.json")
        let run = try swift([
            "run", "--package-path", package.path, "my-layoutshot", "render",
            package.appendingPathComponent("docs/mosaic.yaml").path, "-o", json.path,
        ])
        XCTAssertEqual(run.status, 0, Self.quoted(run.log.suffix(3000)))
        let snapshot = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let first = (snapshot?["elements"] as? [[String: Any]])?.first { $0["item"] as? Int == 0 }
        XCTAssertEqual((first?["frame"] as? [String: Double])?["width"], 193)

        // The Jungle Cup document draws the team's own cells: their labels say the document's
        // texts and their image views show the PNGs beside the document.
        let svg = directory.appendingPathComponent("jungle-cup.svg")
        let drawn = try swift([
            "run", "--package-path", package.path, "my-layoutshot", "render",
            package.appendingPathComponent("docs/jungle-cup.yaml").path, "-o", svg.path,
        ])
        XCTAssertEqual(drawn.status, 0, Self.quoted(drawn.log.suffix(3000)))
        let text = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(text.contains(">Cheetahs</text>"), "TeamCell's label")
        XCTAssertTrue(text.contains(">Jungle Cup</text>"), "BannerView's title")
        XCTAssertTrue(text.contains("class=\"view-image\""), "the image views show the document's PNGs")
    }

    /// `swift package layoutshot …` in Examples/OwnLayoutCLI runs the package's own command line
    /// (`my-layoutshot`, which registers `type: mosaic`), with paths relative to the package: the
    /// mosaic's big cell is 193 wide, as above. `--version` reaches it too, and `--product`
    /// names a product the package does not have: an error.
    func testThePackagePluginRunsThePackagesOwnCommandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = Self.examples.appendingPathComponent("OwnLayoutCLI")
        let json = directory.appendingPathComponent("mosaic.json")
        let plugin = ["package", "--package-path", package.path, "--allow-writing-to-package-directory", "layoutshot"]
        let run = try swift(plugin + ["render", "docs/mosaic.yaml", "-o", json.path])
        XCTAssertEqual(run.status, 0, Self.quoted(run.log.suffix(3000)))
        let snapshot = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let first = (snapshot?["elements"] as? [[String: Any]])?.first { $0["item"] as? Int == 0 }
        XCTAssertEqual((first?["frame"] as? [String: Double])?["width"], 193)

        let version = try swift(plugin + ["--version"])
        XCTAssertEqual(version.status, 0, Self.quoted(version.log.suffix(2000)))
        XCTAssertTrue(
            version.log.contains("LayoutShot 0.1.0 (built from source)"), Self.quoted(version.log.suffix(2000)))
        let unknown = try swift(plugin + ["--product", "nope", "--version"])
        XCTAssertNotEqual(unknown.status, 0)

        // `docc` finds the catalog's `layoutshot` folder and draws its documents with the
        // package's own command line (`type: mosaic`); `--check` writes nothing and lists the
        // four figures missing from `Resources`.
        let figures = try swift(plugin + ["docc", "--check"])
        XCTAssertEqual(figures.status, 1, Self.quoted(figures.log.suffix(3000)))
        for name in [
            "mosaic-columns.png", "mosaic-columns@2x.png", "mosaic-columns~dark.png", "mosaic-columns~dark@2x.png",
        ] {
            XCTAssertTrue(
                figures.log.contains("/Sources/my-layoutshot/MyLayoutshot.docc/Resources/" + name),
                Self.quoted(figures.log.suffix(3000)))
        }
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/my-layoutshot/MyLayoutshot.docc/Resources").path),
            "--check writes nothing")
    }

    /// `scripts/release` makes an archive — the same bytes when made twice — whose binary says
    /// its version and commit, and `scripts/install --from` installs it where it is asked to,
    /// saying the one `export PATH` line to run; the installed binary draws a figure.
    func testTheReleaseArchiveInstallsAndRuns() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = Self.examples.deletingLastPathComponent()
        func script(_ arguments: [String]) throws -> (status: Int32, log: String) {
            try Processes.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["TMPDIR=\(directory.path)", "bash"] + arguments, in: root)
        }
        let first = try script(["scripts/release", directory.appendingPathComponent("a").path])
        XCTAssertEqual(first.status, 0, Self.quoted(first.log.suffix(3000)))
        let archives = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a").path)
        let name = try XCTUnwrap(archives.first { $0.hasPrefix("layoutshot-0.1.0-linux-") && $0.hasSuffix(".tar.gz") })
        XCTAssertEqual(archives, [name], "the archive alone")
        let second = try script(["scripts/release", directory.appendingPathComponent("b").path])
        XCTAssertEqual(second.status, 0, Self.quoted(second.log.suffix(3000)))
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent("a/\(name)")),
            try Data(contentsOf: directory.appendingPathComponent("b/\(name)")), "the same bytes")

        let bin = directory.appendingPathComponent("bin")
        let install = try script([
            "scripts/install", "--from", directory.appendingPathComponent("a/\(name)").path, bin.path,
        ])
        XCTAssertEqual(install.status, 0, Self.quoted(install.log.suffix(3000)))
        XCTAssertTrue(install.log.contains("add it with: export PATH=\"\(bin.path):$PATH\""), install.log)
        let layoutshot = bin.appendingPathComponent("layoutshot")
        let version = try Processes.run(layoutshot, ["--version"], in: directory)
        XCTAssertTrue(version.log.hasPrefix("LayoutShot 0.1.0 (commit "), version.log)
        let figure = directory.appendingPathComponent("first.png")
        let render = try Processes.run(
            layoutshot, ["render", root.appendingPathComponent("fixtures/first-figure.yaml").path, "-o", figure.path],
            in: directory)
        XCTAssertEqual(render.status, 0, render.log)
        XCTAssertTrue(FileManager.default.fileExists(atPath: figure.path))
    }

    func testTheExamplePackageBuildsFromUnmodifiedUIKitSourcesAndPasses() throws {
        let (status, log) = try swift(["test", "--package-path", Self.example.path, "--disable-swift-testing"])
        XCTAssertEqual(status, 0, "swift test in Examples/PortedLayouts:\n\(Self.quoted(log.suffix(4000)))")
        XCTAssertTrue(
            log.contains("Executed 6 tests, with 0 failures"),
            "the example's six tests ran:\n\(Self.quoted(log.suffix(2000)))")
        let source = try String(
            contentsOf: Self.example.appendingPathComponent("UIKitSources/WaterfallLayout.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("import UIKit") && source.contains("@objc optional"), "the sources stay UIKit's")
        // The button calls UIKit LayoutShotUIKit does not model; `--reduce` is why it compiles.
        let button = try String(
            contentsOf: Self.example.appendingPathComponent("UIKitSources/FavoriteButton.swift"), encoding: .utf8)
        XCTAssertTrue(button.contains("UIImpactFeedbackGenerator") && button.contains("UIMenu"))
        let list = try String(
            contentsOf: Self.example.appendingPathComponent("Sources/PortedLayouts/layoutshot-port.txt"),
            encoding: .utf8)
        XCTAssertTrue(list.contains("\n--reduce\n"))
    }
}
