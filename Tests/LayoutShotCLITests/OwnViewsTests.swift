import CollectionLayout
import Foundation
import LayoutShotCommandLine
import XCTest

/// A team's own view classes drawn instead of boxes (`views:` with
/// `LayoutShot.run(_:layouts:views:)`): each element is a new instance configured with the
/// document's text, given its attributes by `apply(_:)` — the stretchy layout's own attributes
/// subclass included — and laid out.
final class OwnViewsTests: XCTestCase {
    /// A tutorial-style cell: its label says the item's text; in `apply(_:)` it reads the
    /// stretchy layout's parallax, and `layoutSubviews()` moves a marker view by it.
    final class TitleCell: CollectionViewCell {
        let title = Label(frame: .zero)
        let marker = View(frame: .zero)
        let parallaxLabel = Label(frame: .zero)
        private var parallax: CGFloat = 0

        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = ViewColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            marker.backgroundColor = .white
            contentView.addSubview(marker)
            contentView.addSubview(title)
            contentView.addSubview(parallaxLabel)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            parallax = (layoutAttributes as? StretchyLayoutAttributes)?.parallax.y ?? 0
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = contentView.bounds
            marker.frame = CGRect(x: 0, y: 100 + parallax, width: 10, height: 10)
            parallaxLabel.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
            parallaxLabel.text = "parallax \(Int(parallax.rounded()))"
        }
    }

    private let cellView = RegisteredView("title-cell", TitleCell.self) { view, element in
        (view as? TitleCell)?.title.text = element.text
    }

    private func document(in directory: URL, views: String = "views: {cell: title-cell}\n") throws -> URL {
        let url = directory.appendingPathComponent("views.yaml")
        try """
        viewport: {width: 320, height: 480}
        layout: {type: stretchy, headerHeight: 0, menuHeight: 0, sectionHeaderHeight: 0, sectionFooterHeight: 0, itemHeight: 200, parallax: {enabled: true, maxOffset: 60}}
        sections: [{items: [Cheetahs, Zebras, Pythons]}]
        \(views)
        """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testCellsAreDrawnAsTheRegisteredClassWithTheDocumentsTexts() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let svg = directory.appendingPathComponent("out.svg")
        XCTAssertEqual(
            LayoutShot.run(["render", try document(in: directory).path, "-o", svg.path], views: [cellView]), 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        for name in ["Cheetahs", "Zebras"] {
            XCTAssertTrue(text.contains(">\(name)</text>"), "the cell's label shows \(name)")
        }
        XCTAssertTrue(text.contains(" view\" transform=\"translate("), "cells are view groups")
        XCTAssertTrue(text.contains("fill=\"#3366cc\""), "the cell's background colour (0.2, 0.4, 0.8)")
        XCTAssertNil(LayoutRegistry.shared.view(named: "title-cell"), "unregistered after the run")

        let boxes = directory.appendingPathComponent("boxes.svg")
        XCTAssertEqual(
            LayoutShot.run(
                ["render", try document(in: directory, views: "").path, "-o", boxes.path], views: [cellView]),
            0)
        XCTAssertFalse(
            try String(contentsOf: boxes, encoding: .utf8).contains(" view\""), "without `views`, boxes as before")
    }

    /// A cell coloured with the system's dynamic colours: drawn in light mode by default, and
    /// in dark mode with `environment.appearance: dark` or `--appearance dark` — systemBackground
    /// black, label white (Apple's dark values) — the figure's dark theme coming with it unless
    /// the document names a theme.
    final class SystemColouredCell: CollectionViewCell {
        let title = Label(frame: .zero)
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            title.textColor = .label
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = contentView.bounds
        }
    }

    func testDynamicColoursFollowTheDocumentsAppearance() throws {
        let cell = RegisteredView("system-cell", SystemColouredCell.self) { view, element in
            (view as? SystemColouredCell)?.title.text = element.text
        }
        let directory = try CLIRunner.temporaryDirectory(for: self)
        func render(_ environment: String, _ arguments: [String] = []) throws -> String {
            let url = directory.appendingPathComponent("system.yaml")
            try """
            viewport: {width: 320, height: 200}
            layout: {type: flow, itemSize: {width: 140, height: 60}}
            sections: [{items: [Cheetahs]}]
            views: {cell: system-cell}
            \(environment)
            """.write(to: url, atomically: true, encoding: .utf8)
            let svg = directory.appendingPathComponent("system.svg")
            XCTAssertEqual(LayoutShot.run(["render", url.path, "-o", svg.path] + arguments, views: [cell]), 0)
            return try String(contentsOf: svg, encoding: .utf8)
        }
        let light = try render("")
        XCTAssertTrue(light.contains("fill=\"#f2f2f7\""), "secondarySystemBackground in light mode, 242 242 247")
        let dark = try render("environment: {appearance: dark}")
        XCTAssertTrue(dark.contains("fill=\"#1c1c1e\""), "28 28 30 in dark mode")
        XCTAssertTrue(dark.contains(">Cheetahs</text>") && dark.contains("fill=\"#ffffff\""), "label: white")
        XCTAssertEqual(try render("", ["--appearance", "dark"]), dark, "the option does what the document says")
        let darkThemed = try render("style: {theme: dark}")
        XCTAssertTrue(darkThemed.contains("fill=\"#f2f2f7\""), "a dark theme alone leaves the app in light mode")
        XCTAssertNotEqual(
            try render("environment: {appearance: dark}\nstyle: {theme: light}"), dark, "a named theme wins")
    }

    /// The parallax reaches the drawing: scrolled, the stretchy layout gives each cell a
    /// parallax in its attributes (zero for a cell whose centre is at the viewport's), the
    /// cell's `apply(_:)` reads it, and its label says it: the strip's two frames show cell 0
    /// with different parallaxes, not both zero.
    func testTheCellsOwnApplyShowsThroughAScroll() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let url = try document(
            in: directory, views: "views: {cell: title-cell}\nscroll: {from: 0, to: 150, frames: 2}\n")
        let strip = directory.appendingPathComponent("strip.svg")
        XCTAssertEqual(LayoutShot.run(["scroll", url.path, "-o", strip.path], views: [cellView]), 0)
        let frames = try String(contentsOf: strip, encoding: .utf8)
        let values = frames.components(separatedBy: ">parallax ").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertGreaterThanOrEqual(values.count, 4, "the visible cells of two frames: \(values)")
        XCTAssertTrue(values.contains { $0 != "0" }, "a parallax reached apply(_:): \(values)")
        XCTAssertGreaterThan(Set(values).count, 1, "the frames differ: \(values)")
    }

    func testAnUnknownViewNameIsALocatedError() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let url = try document(in: directory, views: "views: {cell: tile}\n")
        let output = directory.appendingPathComponent("out.svg")
        XCTAssertEqual(LayoutShot.run(["render", url.path, "-o", output.path], views: [cellView]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")
    }
}
