import Foundation
import XCTest

/// Comparing two PNGs or two layout snapshots must not pull in Cairo or the animation engine:
/// the package graph (from `swift package dump-package`, evaluated in a throwaway scratch
/// folder so that it never waits for the running build's lock) gives LayoutDiff only the image
/// codec, the snapshot format and the engine's geometry.
final class PackageGraphTests: XCTestCase {
    func testLayoutDiffDependsOnNeitherCairoNorRendering() throws {
        let closure = try Self.dependencyClosure(of: "LayoutDiff")
        XCTAssertTrue(closure.contains("LayoutImage"), "LayoutDiff decodes PNGs with LayoutImage: \(closure)")
        XCTAssertTrue(closure.contains("CPNG"), "through libpng: \(closure)")
        for forbidden in ["CCairo", "LayoutRendering", "LayoutAnimation", "LayoutSpec"] {
            XCTAssertFalse(
                closure.contains(forbidden), "LayoutDiff must not depend on \(forbidden): \(closure.sorted())")
        }
    }

    /// The image codec needs libpng (with zlib), igzip and the shared machinery (parallel work)
    /// only; the shared machinery needs nothing, so any target can use it.
    func testImageCodecAndSharedMachineryStandAlone() throws {
        XCTAssertEqual(try Self.dependencyClosure(of: "LayoutImage"), ["CISAL", "CPNG", "LayoutSupport"])
        XCTAssertEqual(try Self.dependencyClosure(of: "LayoutSupport"), [])
    }

    /// Reading and validating a document (the document language, and the style values it
    /// names) links no drawing library and no renderer: a tool that only checks documents, or
    /// prints the schema, does not load Cairo or libpng (issue 29).
    func testDocumentLanguageLinksNoDrawing() throws {
        let drawing = [
            "CCairo", "CPNG", "CISAL", "LayoutRendering", "LayoutImage", "LayoutSpec", "LayoutAnimatedImage",
        ]
        for target in ["LayoutDocument", "LayoutStyle"] {
            let closure = try Self.dependencyClosure(of: target)
            for forbidden in drawing {
                XCTAssertFalse(
                    closure.contains(forbidden), "\(target) must not depend on \(forbidden): \(closure.sorted())")
            }
        }
        XCTAssertTrue(
            try Self.dependencyClosure(of: "LayoutDocument").contains("Yams"), "documents are read with libyaml")
        XCTAssertTrue(
            try Self.dependencyClosure(of: "LayoutSpec").isSuperset(of: ["LayoutDocument", "LayoutRendering"]))
    }

    /// The command line parses and reports; the output stage draws and encodes (issue 43): the
    /// command line depends on the renderer only through `LayoutOutput`, and none of its files
    /// imports a drawing target.
    func testTheCommandLineDrawsOnlyThroughTheOutputStage() throws {
        let graph = try XCTUnwrap(Self.manifestGraph, "swift package dump-package gave no manifest")
        let direct = Set(graph["LayoutShotCommandLine"] ?? [])
        XCTAssertTrue(direct.contains("LayoutOutput"), "\(direct.sorted())")
        for drawing in ["LayoutRendering", "LayoutAnimatedImage", "CCairo", "CMalloc"] {
            XCTAssertFalse(direct.contains(drawing), "the command line must not depend on \(drawing) directly")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutShotCommandLine")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("import ") || $0.contains(" import ") }
            for line in imports where ["LayoutRendering", "LayoutAnimatedImage"].contains(where: line.hasSuffix) {
                XCTFail("\(file.lastPathComponent) imports the renderer: \(line)")
            }
        }
    }

    /// Every target `target` depends on, directly or not (product dependencies by product name).
    static func dependencyClosure(of target: String) throws -> Set<String> {
        let graph = try XCTUnwrap(manifestGraph, "swift package dump-package gave no manifest")
        var closure = Set<String>()
        var pending = graph[target] ?? []
        while let next = pending.popLast() {
            guard closure.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return closure
    }

    /// The manifest's graph, read once for all the tests.
    private static let manifestGraph = try? dependencies()

    /// Target name → names of its direct dependencies, from the manifest.
    private static func dependencies() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // SwiftPM also leaves lock files named after the paths it uses in TMPDIR: everything goes
        // in one folder that is removed afterwards.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-graph-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = folder.appendingPathComponent("scratch")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "TMPDIR=\(folder.path)", "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
            "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "swift package dump-package")
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: [Any]]] ?? []
            graph[name] = dependencies.compactMap { $0.values.first?.first as? String }
        }
        return graph
    }
}
