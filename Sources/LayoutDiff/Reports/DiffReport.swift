import Foundation

/// The outcome of a set of comparisons, written by the text, JUnit and HTML writers.
///
/// A plain value with no timestamps or durations, so the same comparisons give byte-identical
/// reports.
public struct DiffReport: Hashable, Sendable, Codable {
    /// The largest JSON report read back (by `merge-reports`): 256 MiB, far beyond a suite of
    /// ten thousand cases.
    public static let maximumFileBytes = 256 << 20

    /// The report's title (the JUnit suite name, the HTML heading).
    public var title: String
    /// The cases, in the order given.
    public var cases: [DiffCase]
    /// The references that no document of the run produces (`UnusedReferences`), as paths
    /// relative to the working directory; nil when the run did not look (a shard).
    public var unusedReferences: [String]?

    /// A report of `cases`.
    public init(title: String, cases: [DiffCase]) {
        self.title = title
        self.cases = cases
    }

    /// Cases with `status`.
    public func cases(withStatus status: DiffCase.Status) -> [DiffCase] {
        cases.filter { $0.status == status }
    }

    /// "4 cases: 2 passed, 1 failed, 1 error"; "2 errors" for more than one (the other words
    /// are participles, the same for any count).
    public var tally: String {
        let parts = DiffCase.Status.allCases.compactMap { status -> String? in
            let count = cases(withStatus: status).count
            let word = status == .error && count > 1 ? "errors" : status.rawValue
            return count > 0 ? "\(count) \(word)" : nil
        }
        let caseWord = cases.count == 1 ? "case" : "cases"
        return "\(cases.count) \(caseWord)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}

/// One comparison: a rendered document (or image pair) against its reference.
public struct DiffCase: Hashable, Sendable, Codable {
    /// How the case ended.
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// Matches its reference within the budget.
        case passed
        /// Differs from its reference.
        case failed
        /// Had no reference; one was recorded.
        case recorded
        /// Could not be compared (unreadable input, rendering failed…); see `message`.
        case error
    }

    /// A stable name, e.g. the document's path relative to the checked directory.
    public var name: String
    /// How the case ended.
    public var status: Status
    /// The pixel comparison, when images were compared.
    public var pixel: PixelDiffResult?
    /// The element comparison, when snapshots were compared.
    public var elements: ElementDiffResult?
    /// The images to show.
    public var images: CaseImages
    /// For errors (and extra context): what went wrong.
    public var message: String?
    /// The input's path as given (the document), for reports that link cases to files.
    public var file: String?
    /// A film strip's frames, each compared alone, when the strip differs; nil for a still image.
    public var frames: [FrameDiff]?
    /// How long the case took, in seconds, when timings were asked for (`check --timings`);
    /// nil otherwise, so reports stay byte-identical from run to run.
    public var seconds: Double?
    /// What `layoutshot approve` writes to accept the case: the references it would replace and
    /// the files the run produced; nil when the case passed, or the run kept no report folder.
    public var approval: CaseApproval?

    /// A case with the given parts.
    public init(
        name: String, status: Status, pixel: PixelDiffResult? = nil, elements: ElementDiffResult? = nil,
        images: CaseImages = CaseImages(), message: String? = nil
    ) {
        self.name = name
        self.status = status
        self.pixel = pixel
        self.elements = elements
        self.images = images
        self.message = message
    }

    /// One line: the pixel summary, else the element headline, else the message.
    public var summary: String {
        var parts: [String] = []
        if let pixel { parts.append(pixel.summary) }
        if let elements, !elements.isEmpty || pixel == nil { parts.append(elements.headline) }
        if let message { parts.append(message) }
        if parts.isEmpty { parts.append(status.rawValue) }
        return parts.joined(separator: "; ")
    }

    /// The detail lines: which frames of a strip changed, the element changes of each frame
    /// (a headline per frame), then the still's element changes, one per line.
    public var detailLines: [String] {
        (framesLine.map { [$0] } ?? []) + frameElementLines + (elements?.summaryLines ?? [])
    }

    /// "t = 0.25 s: 2 elements changed: 2 moved", for each frame whose elements changed.
    private var frameElementLines: [String] {
        (frames ?? []).compactMap { frame in
            guard let elements = frame.elements, !elements.isEmpty else { return nil }
            return "\(frame.label.isEmpty ? "frame" : frame.label): \(elements.headline)"
        }
    }

    /// "2 of 8 frames changed: t = 0.25 s (310 pixels), t = 0.5 s (96 pixels)".
    private var framesLine: String? {
        guard let frames, !frames.isEmpty else { return nil }
        guard frames.allSatisfy({ $0.mismatchedPixels != nil }) else {
            return "\(frames.count) frames; the strip changed size, so frames are not compared one by one"
        }
        let changed = frames.filter(\.isChanged)
        let list = changed.map { "\($0.label.isEmpty ? "frame" : $0.label) (\($0.mismatchedPixels ?? 0) pixels)" }
        return "\(changed.count) of \(frames.count) frames changed"
            + (list.isEmpty ? "" : ": " + list.joined(separator: ", "))
    }
}

/// Image files of a case (PNG), as file URLs.
public struct CaseImages: Hashable, Sendable, Codable {
    /// The reference image.
    public var expected: URL?
    /// The freshly rendered image.
    public var actual: URL?
    /// The diff image.
    public var diff: URL?
    /// The reference files the run wrote for this case, for a reviewer to accept (record modes).
    public var recorded: [URL]

    /// The given images.
    public init(expected: URL? = nil, actual: URL? = nil, diff: URL? = nil, recorded: [URL] = []) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.recorded = recorded
    }

    /// The images that are set, labelled, in display order.
    public var labelled: [(label: String, url: URL)] {
        [("expected", expected), ("actual", actual), ("diff", diff)].compactMap { label, url in
            url.map { (label, $0) }
        }
    }

    /// Whether both name the same expected, actual, diff and recorded files.
    public static func == (lhs: CaseImages, rhs: CaseImages) -> Bool {
        lhs.expected == rhs.expected && lhs.actual == rhs.actual && lhs.diff == rhs.diff
            && lhs.recorded == rhs.recorded
    }

    /// Hashes the expected, actual, diff and recorded URLs.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(expected)
        hasher.combine(actual)
        hasher.combine(diff)
        hasher.combine(recorded)
    }
}
