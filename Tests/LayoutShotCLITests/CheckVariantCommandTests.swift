import Foundation
import LayoutImage
import XCTest

/// The variant matrix of `check`: `check.variants` and `--variant`, each case with its own
/// reference named after its variant, multiplied with the devices and dealt by `--shard`.
final class CheckVariantCommandTests: XCTestCase {
    /// Three 100-point squares in a row on an iPhone SE (375 points wide).
    private let flow = """
        layout: {type: flow, itemSize: {width: 100, height: 100}}
        sections: [3]
        device: iphone-se-3

        """

    /// An inset-grouped list whose rows self-size to their text.
    private let list = """
        device: iphone-15
        layout: {type: compositional, sections: [{list: insetGrouped}]}
        sections: [{items: [Inbox, Drafts]}]

        """

    private func write(_ text: String, _ name: String, in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    private func snapshot(_ name: String, in directory: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent("refs/\(name).json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func frame(ofElement index: Int, in snapshot: [String: Any]) throws -> [String: Double] {
        let elements = try XCTUnwrap(snapshot["elements"] as? [[String: Any]])
        return try XCTUnwrap(elements[index]["frame"] as? [String: Double])
    }

    /// Each variant of the document's list is a case with its own references, drawn in its
    /// environment: right to left mirrors the row (`UICollectionViewFlowLayout` flips its
    /// frames when `flipsHorizontallyInOppositeLayoutDirection`), landscape is the device
    /// turned, dark mode draws the dark theme.
    func testTheDocumentsVariantsAreCasesOfTheirOwn() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(flow + "check: {variants: [ltr, rtl, landscape, dark]}\n", "d.yaml", in: directory)
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"], in: directory)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")).filter { !$0.hasPrefix(".") },
            [
                "d@dark.json", "d@dark.png", "d@landscape.json", "d@landscape.png", "d@ltr.json", "d@ltr.png",
                "d@rtl.json", "d@rtl.png",
            ])
        // Left to right the first square is at the left edge; mirrored it ends at the right one.
        XCTAssertEqual(try frame(ofElement: 0, in: snapshot("d@ltr", in: directory))["x"], 0)
        XCTAssertEqual(try frame(ofElement: 0, in: snapshot("d@rtl", in: directory))["x"], 375 - 100)
        // The iPhone SE held sideways: 667 × 375 points.
        let viewport = try XCTUnwrap(try snapshot("d@landscape", in: directory)["viewport"] as? [String: Double])
        XCTAssertEqual(viewport["width"], 667)
        XCTAssertEqual(viewport["height"], 375)
        // The dark theme's background against the light one's, at the image's corner.
        let light = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("refs/d@ltr.png"))
        let dark = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("refs/d@dark.png"))
        let lightCorner = try XCTUnwrap(light.pixel(x: 1, y: 1))
        let darkCorner = try XCTUnwrap(dark.pixel(x: 1, y: 1))
        XCTAssertGreaterThan(Int(lightCorner.red) + Int(lightCorner.green), 400, "light background")
        XCTAssertLessThan(Int(darkCorner.red) + Int(darkCorner.green), 200, "dark background")

        let again = try DiffCheck.run(["check", "d.yaml", "--references", "refs", "--junit", "j.xml"], in: directory)
        XCTAssertEqual(again.status, 0, again.standardError)
        let junit = try String(contentsOf: directory.appendingPathComponent("j.xml"), encoding: .utf8)
        for name in ["d@dark", "d@landscape", "d@ltr", "d@rtl"] {
            XCTAssertTrue(junit.contains("name=\"\(name)\""), "\(name): \(junit)")
        }
    }

    /// A text size reaches self-sizing rows: at AX5 (body text 53 points, Apple's Dynamic Type
    /// sizes) a row is taller than UIKit's 44-point list row at the default size.
    func testATextSizeVariantSizesTheRows() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(list, "list.yaml", in: directory)
        try DiffCheck.record(
            ["check", "list.yaml", "--references", "refs", "--variant", "l", "--variant", "ax5"], in: directory)
        XCTAssertEqual(try frame(ofElement: 0, in: snapshot("list@l", in: directory))["height"], 44)
        XCTAssertGreaterThan(try frame(ofElement: 0, in: snapshot("list@ax5", in: directory))["height"] ?? 0, 44)
    }

    /// `--variant` replaces the document's variants and multiplies with `--device`; the cases
    /// are dealt by `--shard` one by one, so the shards together check each case once.
    func testCommandLineVariantsMultiplyWithDevices() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(flow + "check: {variants: [dark]}\n", "d.yaml", in: directory)
        let matrix = ["--device", "iphone-15", "--device", "ipad-mini", "--variant", "rtl", "--variant", "ax3+dark"]
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"] + matrix, in: directory)
        let expected = ["d@ipad-mini+ax3+dark", "d@ipad-mini+rtl", "d@iphone-15+ax3+dark", "d@iphone-15+rtl"]
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")).filter {
                $0.hasSuffix(".json") && !$0.hasPrefix(".")
            },
            expected.map { $0 + ".json" })
        var dealt: [String] = []
        for shard in ["1/2", "2/2"] {
            let result = try DiffCheck.run(
                ["check", "d.yaml", "--references", "refs", "--shard", shard, "--json", "-"] + matrix, in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
            // The JSON report has standard output to itself.
            let cases = try XCTUnwrap(try DiffCheck.json(result)["cases"] as? [[String: Any]])
            dealt += cases.compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(dealt.sorted(), expected)
    }

    /// `--cache` keeps each variant's verdict under its own key, so a warm run reports both
    /// cases from the cache, and a changed reference of one variant is checked again alone.
    func testEachVariantIsCachedOnItsOwn() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(flow + "check: {variants: [light, dark]}\n", "d.yaml", in: directory)
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"], in: directory)
        let arguments = ["check", "d.yaml", "--references", "refs", "--cache", "c.json"]
        XCTAssertEqual(try DiffCheck.run(arguments, in: directory).status, 0)
        let cache = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("c.json")))
        let keys = try XCTUnwrap((cache as? [String: Any])?["passed"] as? [String: Any]).keys.sorted()
        XCTAssertEqual(keys, ["d.yaml@dark", "d.yaml@light"])
        let warm = DiffCheck.text(try DiffCheck.run(arguments, in: directory))
        XCTAssertEqual(warm.components(separatedBy: "unchanged since it last passed").count - 1, 2, warm)
        // The dark reference replaced by the light one: that case alone is drawn and fails.
        let refs = directory.appendingPathComponent("refs")
        try FileManager.default.removeItem(at: refs.appendingPathComponent("d@dark.png"))
        try FileManager.default.copyItem(
            at: refs.appendingPathComponent("d@light.png"), to: refs.appendingPathComponent("d@dark.png"))
        let changed = try DiffCheck.run(arguments, in: directory)
        XCTAssertEqual(changed.status, 1, DiffCheck.text(changed))
        XCTAssertTrue(DiffCheck.text(changed).contains("ok   d@light — unchanged since it last passed"))
        XCTAssertFalse(DiffCheck.text(changed).contains("ok   d@dark"))
    }

    /// A bad `--variant` is a usage error before anything runs; a bad entry of `check.variants`
    /// is located; turning a document without a device is the case's trouble, naming the fix.
    func testBadVariantsAreTrouble() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(flow, "d.yaml", in: directory)
        let option = try DiffCheck.run(["check", "d.yaml", "--variant", "rtl+darkk"], in: directory)
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.standardError.contains("--variant: unknown word `darkk`"), option.standardError)
        XCTAssertTrue(option.standardError.contains("did you mean `dark`?"), option.standardError)

        try write(flow + "check:\n  variants: [rtl, rtl+ltr]\n", "e.yaml", in: directory)
        let located = try DiffCheck.run(["check", "e.yaml", "--references", "refs"], in: directory)
        XCTAssertEqual(located.status, 2)
        let text = DiffCheck.text(located) + located.standardError
        XCTAssertTrue(text.contains("e.yaml:5:"), text)
        XCTAssertTrue(text.contains("names two layout directions"), text)

        try write(
            "layout: {type: flow, itemSize: {width: 100, height: 100}}\nsections: [3]\nviewport: {width: 300, height: 300}\n",
            "f.yaml", in: directory)
        let turned = try DiffCheck.run(
            ["check", "f.yaml", "--references", "refs", "--variant", "landscape"], in: directory)
        XCTAssertEqual(turned.status, 2)
        let turnedText = DiffCheck.text(turned) + turned.standardError
        XCTAssertTrue(turnedText.contains("names no `device`"), turnedText)
        XCTAssertFalse(
            CLIRunner.contents(of: directory).contains("refs"), "no reference recorded for a document in trouble")
    }
}
