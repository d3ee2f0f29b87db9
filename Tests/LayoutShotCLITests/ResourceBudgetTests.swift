import Foundation
import XCTest

/// The hardening issue's resource reproducers: budgets checked before anything is allocated,
/// each refused in well under a second with its default and the option that raises it.
final class ResourceBudgetTests: XCTestCase {
    private func write(_ text: String, to name: String, in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    func testTenMillionItemsAreRefusedAtTheirSectionsUnlessTheBudgetIsRaised() throws {
        // `sections: [10000000]` to SVG took 197 s and 13.7 GB before.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [10000000]\n", to: "doc.yaml",
            in: directory)
        let refused = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardError.contains(
                "doc.yaml:3:11: error: sections: expected at most 1000000 items in all, found 10000000 "
                    + "(--max-items raises the budget)"), refused.standardError)
        // The option lowers the budget as well as raising it: 3 items against a budget of 2.
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1, 2]\n", to: "small.yaml",
            in: directory)
        let lowered = try CLIRunner.run(["render", "small.yaml", "-o", "out.svg", "--max-items", "2"], in: directory)
        XCTAssertEqual(lowered.status, 2, lowered.standardError)
        XCTAssertTrue(lowered.standardError.contains("expected at most 2 items in all, found 3"), lowered.standardError)
        let raised = try CLIRunner.run(["render", "small.yaml", "-o", "out.svg", "--max-items", "3"], in: directory)
        XCTAssertEqual(raised.status, 0, raised.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml", "out.svg", "small.yaml"])
    }

    func testFramesTimesElementsAreBudgeted() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        // 4 items, one deleted: 4 tracks × 5 frames = 20 element frames.
        try write(
            """
            viewport: {width: 200, height: 200}
            layout: {type: flow, itemSize: {width: 40, height: 40}}
            sections: [4]
            updates: [{delete: '0-1'}]
            animation: {frames: 5}
            """, to: "doc.yaml", in: directory)
        let refused = try CLIRunner.run(
            ["animate", "doc.yaml", "-o", "strip.png", "--max-frame-elements", "19"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardError.contains(
                "doc.yaml:5:12: error: animation: 5 frames of 4 elements exceed the budget of 19 element frames"),
            refused.standardError)
        let allowed = try CLIRunner.run(
            ["animate", "doc.yaml", "-o", "strip.png", "--max-frame-elements", "20"], in: directory)
        XCTAssertEqual(allowed.status, 0, allowed.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml", "strip.png"])
    }

    func testScrollOffsetsAreCappedLikeFrames() throws {
        // 100,000 offsets gave an 847 MB SVG; frames were capped at 1000, offsets were not.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let offsets = (0...1000).map(String.init).joined(separator: ", ")
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [30]\nscroll: {offsets: [\(offsets)]}\n",
            to: "doc.yaml", in: directory)
        let document = try CLIRunner.run(["scroll", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(document.status, 2, document.standardError)
        XCTAssertTrue(
            document.standardError.contains("error: scroll.offsets: expected at most 1000 entries, found 1001"),
            document.standardError)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [30]\n", to: "doc.yaml", in: directory
        )
        let option = try CLIRunner.run(
            ["scroll", "doc.yaml", "-o", "out.svg", "--offsets", (0...1000).map(String.init).joined(separator: ",")],
            in: directory)
        XCTAssertEqual(option.status, 2, option.standardError)
        XCTAssertTrue(
            option.standardError.contains("--offsets: 1001 offsets: expected at most 1000"), option.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml"])
    }

    func testImagesAreRefusedFromTheirHeaderOverTheImageBudget() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [3]\n", to: "doc.yaml", in: directory)
        XCTAssertEqual(try CLIRunner.run(["render", "doc.yaml", "-o", "a.png"], in: directory).status, 0)
        let refused = try CLIRunner.run(["diff", "a.png", "a.png", "--max-image-pixels", "1000"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(refused.standardError.contains("pixels exceeds the limit of 1000 pixels"), refused.standardError)
        XCTAssertEqual(try CLIRunner.run(["diff", "a.png", "a.png"], in: directory).status, 0)
    }

    /// A valid document followed by gigabytes of junk was read whole (94 s, 6.2 GB): a file over
    /// the size budget is refused from its size, before a byte is read.
    func testADocumentOverTheSizeBudgetIsNotRead() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n"
        try write(document + String(repeating: "#", count: 200), to: "doc.yaml", in: directory)
        let refused = try CLIRunner.run(
            ["render", "doc.yaml", "-o", "out.svg", "--max-document-bytes", "100"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardError.contains("over the budget of 100 (--max-document-bytes"), refused.standardError)
        let read = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(read.status, 0, read.standardError)
    }

    /// Audit 4: `check` read a 2 GB document whole (26–42 s, 4.2 GB) before its size check,
    /// `--max-document-bytes 1000` or not. A sparse 2 GB file: refused from its size, at once.
    func testCheckRefusesALargeDocumentFromItsSize() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let url = directory.appendingPathComponent("huge.yaml")
        try Data("viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n#".utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let started = Date()
        let result = try CLIRunner.run(["check", "huge.yaml", "--max-document-bytes", "1000"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)  // a case that could not be checked
        XCTAssertTrue(
            String(decoding: result.standardOutput, as: UTF8.self).contains("over the budget of 1000"),
            String(decoding: result.standardOutput, as: UTF8.self))
        // Reading 2 GB takes tens of seconds; refusing from the size, milliseconds.
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    /// Two million empty sections (a 4 MB document) took a minute: sections have a budget.
    func testSectionsAreBudgeted() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [0, 0, 0, 1]\n", to: "doc.yaml",
            in: directory)
        let refused = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg", "--max-sections", "3"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardError.contains("doc.yaml:3:11: error: sections: expected at most 3 sections, found 4"),
            refused.standardError)
        let accepted = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg", "--max-sections", "4"], in: directory)
        XCTAssertEqual(accepted.status, 0, accepted.standardError)
    }

    /// An insert list of 200,000 paths or the reload of a two-million-item section ran for
    /// minutes: the items an update touches are budgeted before the update is checked.
    func testTheItemsAnUpdateTouchesAreBudgeted() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = """
            viewport: {width: 200, height: 200}
            layout: {type: flow, itemSize: {width: 40, height: 40}}
            sections: [5, 2]

            """
        // Three paths, or a section of 5 items reloaded (1 + 5 = 6 touched).
        for (updates, touched) in [
            ("updates: [{delete: ['0-0', '0-1', '1-0']}]", 3), ("updates: [{reloadSection: 0}]", 6),
        ] {
            try write(document + updates + "\n", to: "doc.yaml", in: directory)
            let budget = String(touched - 1)
            let refused = try CLIRunner.run(
                ["animate", "doc.yaml", "-o", "x.svg", "--max-update-items", budget], in: directory)
            XCTAssertEqual(refused.status, 2, refused.standardError)
            XCTAssertTrue(
                refused.standardError.contains(
                    "doc.yaml:4:10: error: updates: the update touches \(touched) items (the index paths it names and "
                        + "the items of whole sections), over the budget of \(budget)"), refused.standardError)
            let accepted = try CLIRunner.run(
                ["animate", "doc.yaml", "-o", "x.svg", "--max-update-items", String(touched)], in: directory)
            XCTAssertEqual(accepted.status, 0, accepted.standardError)
        }
    }

    /// A thousand GIF frames of a 9000-point viewport took a minute and 2.9 GB: animated images
    /// have a budget of pixels over all frames, checked before the frames are drawn.
    /// Audit 4: callouts had no budget (1,000 in a 38 KB document took 45 s, 10,000 over 500 s).
    /// A figure takes at most 200 annotations, refused at the list.
    func testAnnotationsAreBudgeted() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let header = "viewport: {width: 400, height: 400}\nlayout: {type: flow}\nsections: [300]\nannotations:\n"
        let callouts = (0..<201).map { "  - {callout: \"0-\($0)\", text: \"item \($0)\"}\n" }.joined()
        try write(header + callouts, to: "many.yaml", in: directory)
        let refused = try CLIRunner.run(["render", "many.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(refused.standardError.contains("many.yaml:5:"), refused.standardError)
        XCTAssertTrue(refused.standardError.contains("at most 200"), refused.standardError)
        try write(
            header + callouts.split(separator: "\n").prefix(200).joined(separator: "\n") + "\n", to: "some.yaml",
            in: directory)
        let drawn = try CLIRunner.run(["render", "some.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(drawn.status, 0, drawn.standardError)
    }

    /// Audit 4: a two-million-item snap figure built its scene before its canvas was refused.
    /// Its canvas (the whole content) is checked before anything is sampled.
    func testASnapFigureTooLargeIsRefusedBeforeItsScene() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "viewport: {width: 320, height: 200}\nlayout: {type: flow, scrollDirection: horizontal, "
                + "itemSize: {width: 200, height: 160}, snap: paging}\nsections: [200000]\n"
                + "scroll: {fling: {velocity: 1500}}\n", to: "wide.yaml", in: directory)
        let result = try CLIRunner.run(["scroll", "wide.yaml", "-o", "out.png", "--snap-figure"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("exceeds Cairo's limit"), result.standardError)
    }

    func testAnimatedImagesHaveAPixelBudget() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            """
            viewport: {width: 4000, height: 4000}
            layout: {type: flow, itemSize: {width: 40, height: 40}}
            sections: [3]
            updates: [{delete: '0-1'}]
            animation: {duration: 1}
            render: {region: viewport, crop: false}
            """, to: "doc.yaml", in: directory)
        // 1 s at 30 frames a second: 31 frames of 4000 × 4000 pixels, 496,000,000 in all.
        let refused = try CLIRunner.run(["animate", "doc.yaml", "-o", "x.gif"], in: directory)
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(refused.standardError.contains("over the budget of 200000000"), refused.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml"])
    }

    /// A canvas over Cairo's limit in a document without `render` was reported without a line:
    /// it is located at the viewport, which sizes the canvas.
    func testACanvasOverTheLimitIsLocatedWithoutARenderKey() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "layout: {type: flow}\nviewport: {width: 40000, height: 100}\nsections: [1]\n", to: "doc.yaml",
            in: directory)
        let result = try CLIRunner.run(["render", "doc.yaml", "-o", "out.png", "--region", "viewport"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("doc.yaml:2:11: error: "), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml"])
    }
}
