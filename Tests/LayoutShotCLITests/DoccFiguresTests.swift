import Foundation
import LayoutImage
import XCTest

/// `render --docc`: documents drawn in DocC's image names, light and dark at 1x and 2x, kept
/// fresh without touching what did not change, never over an author's file, and `--check` as a
/// CI gate.
final class DoccFiguresTests: XCTestCase {
    /// A three-column flow grid with a title.
    private let grid = """
        layout: {type: flow, itemSize: {width: 60, height: 60}, minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: 8}
        sections: [6]
        viewport: {width: 212, height: 144}
        render: {title: A three-column grid}

        """

    /// DocC's names for one figure (DocC's "Adding Images to Your Content": `~dark` for the
    /// dark appearance, `@2x` for the display scale).
    private let variants = ["grid.png", "grid@2x.png", "grid~dark.png", "grid~dark@2x.png"]

    private func write(_ text: String, _ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The files of `folder`, the record included.
    private func files(in folder: URL) -> [String] { CLIRunner.contents(of: folder) }

    /// A catalog whose article shows `![…](grid)`: `docc convert` (the toolchain's) puts the four
    /// files in the archive and lists them in the page's render JSON with the traits `1x`/`2x`
    /// and `light`/`dark`, and warns about nothing.
    func testDoccConvertFindsEveryVariant() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(grid, "Kit.docc/layoutshot/grid.yaml", in: directory)
        try write(
            "# Kit\n\nA kit.\n\n## Overview\n\n![A three-column grid](grid)\n", "Kit.docc/Kit.md", in: directory)
        let render = try CLIRunner.run(
            ["render", "Kit.docc/layoutshot", "--docc", "Kit.docc/Resources"], in: directory)
        XCTAssertEqual(render.status, 0, render.standardError)
        XCTAssertEqual(
            DiffCheck.text(render), "4 figures of 1 document in Kit.docc/Resources: 4 written, 0 unchanged\n")
        XCTAssertEqual(
            files(in: directory.appendingPathComponent("Kit.docc/Resources")), [".layoutshot-docc.json"] + variants)

        let convert = try CLIRunner.runTool(
            "/usr/bin/env",
            [
                "docc", "convert", "Kit.docc", "--fallback-display-name", "Kit", "--fallback-bundle-identifier",
                "com.example.Kit", "--output-path", "Kit.doccarchive", "--warnings-as-errors",
            ], in: directory)
        XCTAssertEqual(convert.status, 0, convert.output)
        XCTAssertEqual(files(in: directory.appendingPathComponent("Kit.doccarchive/images/com.example.Kit")), variants)
        let page = try JSONSerialization.jsonObject(
            with: Data(contentsOf: directory.appendingPathComponent("Kit.doccarchive/data/documentation/kit.json")))
        let image = try XCTUnwrap(
            ((page as? [String: Any])?["references"] as? [String: Any])?["grid"] as? [String: Any])
        let found = try XCTUnwrap(image["variants"] as? [[String: Any]]).map { variant in
            ((variant["traits"] as? [String]) ?? []).sorted().joined(separator: "+") + " "
                + ((variant["url"] as? String).map { String($0.split(separator: "/").last ?? "") } ?? "")
        }
        XCTAssertEqual(
            found.sorted(),
            ["1x+dark grid~dark.png", "1x+light grid.png", "2x+dark grid~dark@2x.png", "2x+light grid@2x.png"])
    }

    /// The light and dark figures differ (the dark theme), and the 2x one has twice the pixels.
    func testTheVariantsAreDrawnInTheirAppearanceAndScale() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(grid, "grid.yaml", in: directory)
        let render = try CLIRunner.run(["render", "grid.yaml", "--docc", "figures", "--svg"], in: directory)
        XCTAssertEqual(render.status, 0, render.standardError)
        let folder = directory.appendingPathComponent("figures")
        XCTAssertEqual(
            files(in: folder),
            [
                ".layoutshot-docc.json", "grid.png", "grid.svg", "grid@2x.png", "grid~dark.png", "grid~dark.svg",
                "grid~dark@2x.png",
            ])
        let light = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("grid.png"))
        let double = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("grid@2x.png"))
        let dark = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("grid~dark.png"))
        XCTAssertEqual(double.width, light.width * 2)
        XCTAssertEqual(double.height, light.height * 2)
        XCTAssertEqual(dark.width, light.width)
        let (lightCorner, darkCorner) = (try XCTUnwrap(light.pixel(x: 1, y: 1)), try XCTUnwrap(dark.pixel(x: 1, y: 1)))
        XCTAssertGreaterThan(Int(lightCorner.red) + Int(lightCorner.green) + Int(lightCorner.blue), 600, "light")
        XCTAssertLessThan(Int(darkCorner.red) + Int(darkCorner.green) + Int(darkCorner.blue), 200, "dark")
    }

    /// A second run writes nothing (the files keep their dates); a changed document rewrites
    /// its figures; `--check` exits 1 naming the stale and missing figures and writes nothing.
    func testUnchangedFiguresStayAndCheckIsAGate() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(grid, "docs/grid.yaml", in: directory)
        let folder = directory.appendingPathComponent("figures")
        let missing = try CLIRunner.run(["render", "docs", "--docc", "figures", "--check"], in: directory)
        XCTAssertEqual(missing.status, 1, missing.standardError)
        for name in variants { XCTAssertTrue(DiffCheck.text(missing).contains("missing  figures/\(name)\n")) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "--check writes nothing")

        XCTAssertEqual(try CLIRunner.run(["render", "docs", "--docc", "figures"], in: directory).status, 0)
        for name in variants + [".layoutshot-docc.json"] { try DiffCheck.age(folder.appendingPathComponent(name)) }
        let again = try CLIRunner.run(["render", "docs", "--docc", "figures"], in: directory)
        XCTAssertEqual(DiffCheck.text(again), "4 figures of 1 document in figures: 0 written, 4 unchanged\n")
        for name in variants + [".layoutshot-docc.json"] {
            XCTAssertEqual(
                try DiffCheck.modificationDate(folder.appendingPathComponent(name)),
                Date(timeIntervalSinceReferenceDate: 0), "\(name) untouched")
        }
        XCTAssertEqual(try CLIRunner.run(["render", "docs", "--docc", "figures", "--check"], in: directory).status, 0)

        try write(grid.replacingOccurrences(of: "[6]", with: "[9]"), "docs/grid.yaml", in: directory)
        let stale = try CLIRunner.run(["render", "docs", "--docc", "figures", "--check"], in: directory)
        XCTAssertEqual(stale.status, 1)
        for name in variants { XCTAssertTrue(DiffCheck.text(stale).contains("stale    figures/\(name)\n")) }
        let redrawn = try CLIRunner.run(["render", "docs", "--docc", "figures"], in: directory)
        XCTAssertEqual(DiffCheck.text(redrawn), "4 figures of 1 document in figures: 4 written, 0 unchanged\n")
    }

    /// A file of the same name that no `--docc` run wrote, or one edited since, is never
    /// written over: the run is trouble and writes nothing at all.
    func testAnAuthorsFileIsNeverWrittenOver() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(grid, "grid.yaml", in: directory)
        try write("the author's own drawing", "figures/grid@2x.png", in: directory)
        let refused = try CLIRunner.run(["render", "grid.yaml", "--docc", "figures"], in: directory)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("not writing over files that no `render --docc` wrote"))
        XCTAssertTrue(refused.standardError.contains("figures/grid@2x.png"), refused.standardError)
        XCTAssertEqual(files(in: directory.appendingPathComponent("figures")), ["grid@2x.png"], "nothing written")
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("figures/grid@2x.png"), encoding: .utf8),
            "the author's own drawing")

        try FileManager.default.removeItem(at: directory.appendingPathComponent("figures/grid@2x.png"))
        XCTAssertEqual(try CLIRunner.run(["render", "grid.yaml", "--docc", "figures"], in: directory).status, 0)
        try write("edited by hand", "figures/grid~dark.png", in: directory)
        try write(grid.replacingOccurrences(of: "[6]", with: "[3]"), "grid.yaml", in: directory)
        let edited = try CLIRunner.run(["render", "grid.yaml", "--docc", "figures"], in: directory)
        XCTAssertEqual(edited.status, 2)
        XCTAssertTrue(edited.standardError.contains("figures/grid~dark.png"), edited.standardError)
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("figures/grid~dark.png"), encoding: .utf8),
            "edited by hand")
    }

    /// What `--docc` cannot take, and what needs it, are usage errors before anything is drawn;
    /// two documents that would draw one figure are trouble.
    func testUsageErrors() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(grid, "a/grid.yaml", in: directory)
        try write(grid, "b/grid.json", in: directory)
        for (arguments, message) in [
            (["render", "a/grid.yaml", "b/grid.json", "-o", "x.png"], "draw several with --docc FOLDER"),
            (["render", "a/grid.yaml", "-o", "x.png", "--svg"], "--svg goes with --docc"),
            (["render", "a/grid.yaml", "-o", "x.png", "--check"], "--check goes with --docc"),
            (["render", "a/grid.yaml", "--docc", "f", "--scale", "3"], "leave out --scale"),
            (["render", "a/grid.yaml", "--docc", "f", "--appearance", "dark"], "leave out --appearance"),
            (["render", "a/grid.yaml"], "name the output with -o FILE, or a folder with --docc"),
            (["render", "a", "b", "--docc", "f"], "would both draw the figure `grid`"),
        ] {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        XCTAssertEqual(files(in: directory).sorted(), ["a", "b"], "nothing written")
    }
}
