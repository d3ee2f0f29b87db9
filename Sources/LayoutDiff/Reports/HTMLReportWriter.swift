import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// Writes a report as one self-contained HTML page: failing cases first with expected,
/// actual and diff side by side, changed regions outlined on the diff, and a compare view
/// (a slider revealing the actual over the expected, or blinking between them); passing cases
/// as a compact list. Styles and script are inline; images are referenced by paths relative to
/// the page, or embedded as data URIs so the page can travel alone (as a CI artifact).
public struct HTMLReportWriter: Sendable {
    /// How images get into the page.
    public enum ImageEmbedding: Sendable, Hashable {
        /// `src` paths relative to the page's directory (small page; keep the images beside it).
        case relativePaths
        /// `data:image/png;base64,…` (one file that works anywhere).
        case dataURIs
    }

    /// How images get into the page.
    public var imageEmbedding: ImageEmbedding
    /// The JSON report of the same run as `approve` takes it (a path from where `check` ran):
    /// given, each changed case has an "approve" box and the page builds the `layoutshot
    /// approve` command for the chosen ones.
    public var approveReport: String?

    /// A writer embedding images as `imageEmbedding` says.
    public init(imageEmbedding: ImageEmbedding = .relativePaths, approveReport: String? = nil) {
        self.imageEmbedding = imageEmbedding
        self.approveReport = approveReport
    }

    /// The page for `report`, to be saved in `directory` (relative image paths start there).
    /// - Throws: `PixelDiffError` naming an image that cannot be read for a data URI.
    public func write(_ report: DiffReport, directory: URL) throws -> String {
        // Re-recorded cases (record mode failed) carry the old reference, the new rendering and
        // their diff: shown like failures, as the change a reviewer accepts.
        let shown = { (item: DiffCase) in
            item.status == .failed || item.status == .error || (item.status == .recorded && item.images.actual != nil)
        }
        let failing = report.cases.filter(shown)
        let others = report.cases.filter { !shown($0) }
        var html = HTMLPageTemplate.head(title: escape(report.title))
        html += "<h1>\(escape(report.title))</h1>\n<p class=\"tally\">\(escape(report.tally))</p>\n"
        if let approveReport, failing.contains(where: { $0.approval != nil }) {
            html += "<div class=\"approve-panel\">To accept the cases you chose, run where the check ran: "
            html += "<code class=\"approve-command\" data-report=\"\(escape(approveReport))\">"
            html += "choose the cases to approve below</code></div>\n"
        }
        if !failing.isEmpty { html += HTMLPageTemplate.legend }
        // Images are shown smoothly scaled to fit; this shows them pixel for pixel instead.
        html += "<p><label><input type=\"checkbox\" class=\"actual-size\"> Actual size (1:1)</label></p>\n"
        for (index, item) in failing.enumerated() {
            html += try section(item, index: index, directory: directory)
        }
        if !others.isEmpty {
            html += "<h2>Other cases</h2>\n<ul class=\"others\">\n"
            for item in others {
                html += "<li class=\"\(item.status.rawValue)\"><span class=\"badge\">\(item.status.rawValue)</span> "
                html += "\(escape(item.name)) — \(escape(item.summary))</li>\n"
            }
            html += "</ul>\n"
        }
        html += HTMLPageTemplate.tail
        return html
    }

    /// Writes the page to `url` atomically (`AtomicFile`).
    public func write(_ report: DiffReport, to url: URL) throws {
        let page = try write(report, directory: url.deletingLastPathComponent())
        try AtomicFile.write(Data(page.utf8), to: url)
    }

    /// A case, led by what a reviewer decides on: the summary (and an approve box), the chosen
    /// frame of a strip at a readable size, the reference, rendering and diff, the compare view,
    /// then the element changes.
    private func section(_ item: DiffCase, index: Int, directory: URL) throws -> String {
        var html = "<section class=\"case \(item.status.rawValue)\" id=\"case-\(index + 1)\">\n"
        html += "<h2><span class=\"badge\">\(item.status.rawValue)</span> \(escape(item.name))"
        if approveReport != nil, item.approval != nil {
            html += " <label class=\"approve\"><input type=\"checkbox\" class=\"approve-case\" "
            html += "value=\"\(escape(item.name))\"> approve</label>"
        }
        html += "</h2>\n<p class=\"summary\">\(escape(item.summary))</p>\n"
        var sources: [String: String] = [:]
        for (label, url) in item.images.labelled { sources[label] = try source(for: url, directory: directory) }
        if let frames = item.frames, !frames.isEmpty, frames.allSatisfy({ $0.mismatchedPixels != nil }),
            let size = item.pixel?.actualSize, !sources.isEmpty
        {
            html += frameView(frames, stripWidth: size.width, labels: item.images.labelled.map(\.label))
        }
        if !sources.isEmpty {
            html += "<div class=\"images\">\n"
            for (label, _) in item.images.labelled {
                guard let src = sources[label] else { continue }
                html += "<figure><figcaption>\(label)</figcaption><div class=\"frame\">"
                html += "<img src=\"\(src)\" alt=\"\(label) image of \(escape(item.name))\" data-image=\"\(label)\">"
                if label == "diff" { html += regionBoxes(item.pixel) }
                html += "</div></figure>\n"
            }
            html += "</div>\n"
        }
        if let expected = sources["expected"], let actual = sources["actual"] {
            html += compareView(expected: expected, actual: actual, pixel: item.pixel)
        }
        let lines = item.detailLines
        if !lines.isEmpty {
            html += "<ul class=\"changes\">\n" + lines.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// A film strip one frame at a time: a button per frame (the changed ones marked, with
    /// their counts), the chosen frame of each image cut out at a readable size, and the chosen
    /// frame's element changes when they are known. The cut-outs take their pictures from the
    /// case's images by script, so an embedded image is not repeated; the first changed frame
    /// is shown first.
    private func frameView(_ frames: [FrameDiff], stripWidth: Int, labels: [String]) -> String {
        let changed = frames.filter(\.isChanged).count
        let first = frames.firstIndex(where: \.isChanged) ?? 0
        var html =
            "<div class=\"frames\" data-strip-width=\"\(stripWidth)\">\n<p class=\"frames-title\">Frames — \(changed) of \(frames.count) changed</p>\n"
        html += "<div class=\"frame-list\">"
        for (index, frame) in frames.enumerated() {
            let rect = frame.rect
            let classes = "frame-pick" + (frame.isChanged ? " changed" : "") + (index == first ? " chosen" : "")
            let count = frame.isChanged ? "\(frame.mismatchedPixels ?? 0) px" : "same"
            html +=
                "<button type=\"button\" class=\"\(classes)\" data-frame=\"\(index)\" data-rect=\"\(rect.x) \(rect.y) \(rect.width) \(rect.height)\">"
            html +=
                "\(escape(frame.label.isEmpty ? "frame \(index + 1)" : frame.label))<small>\(count)</small></button>"
        }
        html += "</div>\n<div class=\"frame-view\">\n"
        for label in labels {
            html += "<figure><figcaption>\(label)</figcaption><div class=\"crop\">"
            html += "<img alt=\"\(label), chosen frame\" data-from=\"\(label)\"></div></figure>\n"
        }
        html += "</div>\n"
        for (index, frame) in frames.enumerated() {
            guard let elements = frame.elements else { continue }
            html += "<ul class=\"changes frame-changes\" data-frame=\"\(index)\"\(index == first ? "" : " hidden")>"
            let lines =
                !elements.isEmpty
                ? elements.summaryLines
                : frame.isChanged
                    ? ["no element moved or changed in this frame: its pixels differ in look or labels only"]
                    : [elements.headline]
            html += lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        return html + "</div>\n"
    }

    /// The expected and actual images stacked on the union of their sizes, both anchored at
    /// the top left (where the content starts) and drawn at one scale, so an unchanged corner
    /// stays aligned when the size changed. The slider reveals the actual over the expected
    /// (Slide) or fades it in (Onion skin); Blink alternates the two.
    private func compareView(expected: String, actual: String, pixel: PixelDiffResult?) -> String {
        var stackStyle = ""
        var expectedStyle = ""
        var actualStyle = ""
        if let pixel, pixel.expectedSize != pixel.actualSize {
            let width = max(pixel.expectedSize.width, pixel.actualSize.width)
            let height = max(pixel.expectedSize.height, pixel.actualSize.height)
            if width > 0, height > 0 {
                stackStyle = " style=\"aspect-ratio:\(width) / \(height);--union-width:\(width)px\""
                let share = { (size: PixelSize) in
                    " style=\"width:\(self.percent(Double(size.width) / Double(width)))\""
                }
                expectedStyle = share(pixel.expectedSize)
                actualStyle = share(pixel.actualSize)
            }
        }
        var html = "<div class=\"compare\">\n<div class=\"stack\"\(stackStyle)>"
        html += "<img class=\"under\" src=\"\(expected)\" alt=\"expected\"\(expectedStyle)>"
        html += "<img class=\"over\" src=\"\(actual)\" alt=\"actual\"\(actualStyle)></div>\n"
        html += "<label>expected ◀ <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"reveal\" "
        html += "aria-label=\"reveal actual\"> ▶ actual</label>\n"
        html += "<select class=\"mode\" aria-label=\"compare mode\"><option value=\"slide\">Slide</option>"
        html += "<option value=\"onion\">Onion skin</option></select> "
        html += "<button type=\"button\" class=\"blink\">Blink</button>\n</div>\n"
        return html
    }

    /// Outlines of the changed regions, positioned in percent of the diff image so they scale
    /// with it. The diff image covers the union of both sizes (the expected size when equal).
    private func regionBoxes(_ pixel: PixelDiffResult?) -> String {
        guard let pixel else { return "" }
        let width = Double(max(pixel.expectedSize.width, pixel.actualSize.width))
        let height = Double(max(pixel.expectedSize.height, pixel.actualSize.height))
        guard width > 0, height > 0 else { return "" }
        return pixel.regions.map { region in
            let style =
                "left:\(percent(Double(region.x) / width));top:\(percent(Double(region.y) / height));"
                + "width:\(percent(Double(region.width) / width));height:\(percent(Double(region.height) / height))"
            return "<span class=\"region\" style=\"\(style)\" title=\"\(region)\"></span>"
        }.joined()
    }

    private func percent(_ fraction: Double) -> String {
        String(format: "%.3f%%", locale: Locale(identifier: "en_US_POSIX"), fraction * 100)
    }

    private func source(for url: URL, directory: URL) throws -> String {
        switch imageEmbedding {
        case .relativePaths:
            return escape(Self.relativePath(from: directory, to: url))
        case .dataURIs:
            guard let data = try? PNGDecoder.read(contentsOf: url) else {
                throw PixelDiffError(input: url.path, message: "cannot read the image to embed it in the HTML report")
            }
            return "data:image/png;base64," + data.base64EncodedString()
        }
    }

    /// The path of `file` relative to `directory`, percent-encoded for a URL: "../refs/a%20b.png".
    static func relativePath(from directory: URL, to file: URL) -> String {
        relativeComponents(from: directory, to: file)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
            .joined(separator: "/")
    }

    /// The path components leading from `directory` to `file`: ["..", "refs", "a b.png"].
    public static func relativeComponents(from directory: URL, to file: URL) -> [String] {
        let base = directory.standardizedFileURL.pathComponents
        let target = file.standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        return [String](repeating: "..", count: base.count - common) + target[common...]
    }

    private func escape(_ text: String) -> String { XMLEscaping.escape(text) }
}
