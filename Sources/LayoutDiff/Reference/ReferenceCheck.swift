import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// The reference workflow for one subject (a rendered document): its layout snapshot and image
/// compared with the stored references, references recorded as the record mode says, and on a
/// failure the expected, actual and diff images (changed elements outlined) written as
/// artifacts. `layoutshot check` runs it per document; anything that renders a subject can.
///
/// Record modes: `all` records both references and compares nothing; otherwise a missing
/// reference is an error under `never` (nothing could be compared, so it is not a difference)
/// and recorded under the other modes (a subject with both missing is then simply recorded);
/// the rest are compared, and under `failed` a subject that differs is re-recorded.
///
/// A subject drawn as a film strip also has `<name>.frames.json` (`frameLayouts`), the elements
/// of each frame, recorded with the layout reference. It only explains a failure (which
/// elements changed in which frame), so when it alone is missing it is recorded under the
/// recording modes and, under `never`, the frames are reported without their element changes.
public struct ReferenceCheck<Subject> {
    /// Where the references are.
    public var store: ReferenceStore
    /// When references are written.
    public var mode: RecordMode
    /// The layout snapshot part of the subject and how it is compared.
    public var layout: ReferenceSnapshotting<Subject, LayoutSnapshot, ElementDiffResult>
    /// The image part of the subject and how it is compared.
    public var image: ReferenceSnapshotting<Subject, RGBAImage, PixelDiffResult>
    /// Where failure images go, and how element frames map to the image's pixels; nil: nowhere.
    public var artifacts: ReferenceArtifacts<Subject>?
    /// For a subject drawn as a film strip: its frames compared one by one (expected image,
    /// actual image), when the subject differs. Nil: a still image.
    public var frames: ((Subject, _ expected: RGBAImage, _ actual: RGBAImage) -> [FrameDiff])?
    /// For a subject drawn as a film strip: the elements of each frame and how they are
    /// compared, one result per frame (empty when the frames cannot be paired). Nil: a still.
    public var frameLayouts: ReferenceSnapshotting<Subject, StripSnapshot, [ElementDiffResult]>?

    /// Creates a check.
    public init(
        store: ReferenceStore, mode: RecordMode,
        layout: ReferenceSnapshotting<Subject, LayoutSnapshot, ElementDiffResult>,
        image: ReferenceSnapshotting<Subject, RGBAImage, PixelDiffResult>, artifacts: ReferenceArtifacts<Subject>? = nil
    ) {
        self.store = store
        self.mode = mode
        self.layout = layout
        self.image = image
        self.artifacts = artifacts
    }

    /// Checks `subject` against the references named `name`. A reference that cannot be read
    /// or written makes an `.error` case whose message names the file.
    public func check(_ subject: Subject, named name: String) -> DiffCase {
        do {
            return try verify(subject, named: name)
        } catch {
            return DiffCase(name: name, status: .error, message: error.message)
        }
    }

    private func verify(_ subject: Subject, named name: String) throws(ReferenceError) -> DiffCase {
        if mode == .all {
            let prior = priorHashes(named: name)
            let written = try record(subject, as: name, layout: true, image: true)
            var result = DiffCase(
                name: name, status: .recorded, images: CaseImages(recorded: written),
                message: "reference recorded (record mode all)")
            result.approval = try approval(of: subject, named: name, comparedWith: prior)
            return result
        }
        var written: [URL] = []
        let hasLayout = store.contains(name, layout.strategy)
        let hasImage = store.contains(name, image.strategy)
        if !hasLayout || !hasImage {
            let missing = try recordMissing(of: subject, named: name, hasLayout: hasLayout, hasImage: hasImage)
            if let finished = missing.finished { return finished }
            written = missing.written
        }
        // Frame layouts recorded in this run describe the actual frames: nothing to compare.
        let hasFrameLayouts = hasLayout && frameLayouts.map { store.contains(name, $0.strategy) } == true
        if frameLayouts != nil, hasLayout, !hasFrameLayouts, mode != .never {
            written += try recordFrameLayouts(of: subject, as: name)
        }
        let recordedNote = written.isEmpty ? nil : "missing reference file recorded"
        let comparison = try compare(subject, named: name)
        if image.strategy.matches(comparison.pixel) && layout.strategy.matches(comparison.elements) {
            return DiffCase(
                name: name, status: recordedNote == nil ? .passed : .recorded, pixel: comparison.pixel,
                elements: comparison.elements, images: CaseImages(recorded: written), message: recordedNote)
        }
        return try failure(
            of: subject, named: name, comparison, written: written, hasFrameLayouts: hasFrameLayouts,
            recordedNote: recordedNote)
    }

    /// A subject compared with its references: what the report keeps, and what a failure's
    /// artifacts and frame diffs are made from.
    private struct Comparison {
        /// The element changes between the layout reference and the subject's snapshot.
        var elements: ElementDiffResult
        /// The pixel comparison with its diff image, for the artifacts.
        var compared: PixelDiffResult
        /// The pixel comparison without its diff image: a report keeps the counts, not the image
        /// (written as an artifact), so a suite's memory does not grow with its documents.
        var pixel: PixelDiffResult {
            var pixel = compared
            pixel.diffImage = nil
            return pixel
        }
        /// The image reference, decoded.
        var expectedImage: RGBAImage
        /// The subject's image.
        var actualImage: RGBAImage
    }

    /// Handles a subject with a reference missing: under `never` the error case naming the
    /// missing files; otherwise records them, and when both were missing that is the subject's
    /// case (`finished`). When not finished, `written` is what was recorded.
    private func recordMissing(of subject: Subject, named name: String, hasLayout: Bool, hasImage: Bool)
        throws(ReferenceError) -> (written: [URL], finished: DiffCase?)
    {
        if mode == .never {
            let missing = [
                hasLayout ? nil : store.url(of: name, layout.strategy).path,
                hasImage ? nil : store.url(of: name, image.strategy).path,
            ].compactMap { $0 }
            let finished = DiffCase(
                name: name, status: .error,
                message: "no reference \(missing.joined(separator: " and ")) (record mode never: record it "
                    + "where it can be reviewed, with record mode missing, and commit it)")
            return ([], finished)
        }
        let prior = priorHashes(named: name)
        let written = try record(subject, as: name, layout: !hasLayout, image: !hasImage)
        if !hasLayout && !hasImage {
            var result = DiffCase(
                name: name, status: .recorded, images: CaseImages(recorded: written), message: "reference recorded")
            result.approval = try approval(of: subject, named: name, comparedWith: prior)
            return (written, result)
        }
        return (written, nil)
    }

    /// Compares `subject` with both references: the layout first, then the image.
    private func compare(_ subject: Subject, named name: String) throws(ReferenceError) -> Comparison {
        let elements = layout.strategy.compare(try store.read(name, layout.strategy), layout.snapshot(subject))
        let actualImage = image.snapshot(subject)
        // The encoded reference is not kept for a failure's `.expected.png` (read again then):
        // holding it through the comparison made glibc return and re-fault pages for every
        // passing case, 322,000 → 512,000 minor faults and 13 % more CPU over 100 documents.
        let expectedImage = try store.read(name, image.strategy)
        return Comparison(
            elements: elements, compared: image.strategy.compare(expectedImage, actualImage),
            expectedImage: expectedImage, actualImage: actualImage)
    }

    /// The case of a subject that differs: its failure images written as artifacts, its frames
    /// compared (with their element changes when the frame layouts were there before this run),
    /// and under `failed` its references re-recorded.
    private func failure(
        of subject: Subject, named name: String, _ comparison: Comparison, written: [URL], hasFrameLayouts: Bool,
        recordedNote: String?
    ) throws(ReferenceError) -> DiffCase {
        // The references as the run compared against them, before `failed` re-records them.
        let prior = priorHashes(named: name)
        let approval = try approval(of: subject, named: name, comparedWith: prior)
        var images =
            try artifacts?.write(
                subject, named: name, image: comparison.actualImage, reference: store.url(of: name, image.strategy),
                pixel: comparison.compared, elements: comparison.elements, encoded: approval != nil) ?? CaseImages()
        images.recorded = written
        var frameDiffs = frames?(subject, comparison.expectedImage, comparison.actualImage)
        if hasFrameLayouts, let pixelFrames = frameDiffs {
            frameDiffs = try withElementChanges(pixelFrames, of: subject, named: name)
        }
        if mode == .failed {
            images.recorded = try record(subject, as: name, layout: true, image: true)
            var result = DiffCase(
                name: name, status: .recorded, pixel: comparison.pixel, elements: comparison.elements, images: images,
                message: "reference re-recorded (record mode failed)")
            result.frames = frameDiffs
            result.approval = approval
            return result
        }
        var result = DiffCase(
            name: name, status: .failed, pixel: comparison.pixel, elements: comparison.elements, images: images,
            message: recordedNote)
        result.frames = frameDiffs
        result.approval = approval
        return result
    }

    /// `frames` with each frame's element changes, when the strip's frame layouts pair with the
    /// subject's frames one to one.
    private func withElementChanges(_ frames: [FrameDiff], of subject: Subject, named name: String)
        throws(ReferenceError) -> [FrameDiff]
    {
        guard let frameLayouts else { return frames }
        let changes = frameLayouts.strategy.compare(
            try store.read(name, frameLayouts.strategy), frameLayouts.snapshot(subject))
        guard changes.count == frames.count else { return frames }
        return zip(frames, changes).map { frame, elements in
            var frame = frame
            frame.elements = elements
            return frame
        }
    }

    /// The hash of each of `name`'s reference files as they are now (nil: absent), by file name;
    /// empty when the run keeps no report folder (nothing can be approved then).
    private func priorHashes(named name: String) -> [String: String?] {
        guard artifacts != nil else { return [:] }
        var urls = [store.url(of: name, layout.strategy), store.url(of: name, image.strategy)]
        if let frameLayouts { urls.append(store.url(of: name, frameLayouts.strategy)) }
        return Dictionary(uniqueKeysWithValues: urls.map { ($0.lastPathComponent, FileHash.of($0)) })
    }

    /// Writes the files a reviewer's `approve` copies into the references — the subject's layout
    /// snapshot, image and a strip's frame layouts, encoded as references are — into the report
    /// folder as `<name>.actual.json`, `.actual.png` and `.actual.frames.json`, and answers what
    /// approving takes; nil without a report folder.
    private func approval(of subject: Subject, named name: String, comparedWith prior: [String: String?])
        throws(ReferenceError) -> CaseApproval?
    {
        guard let artifacts else { return nil }
        try ReferenceError.writing { () throws(FileWriteError) in
            try AtomicFile.createDirectory(artifacts.directory, describedAs: "the report directory")
        }
        let base = ReferenceArtifacts<Subject>.fileNameBase(for: name)
        var files: [CaseApproval.File] = []
        func add<Value, Outcome>(_ value: Value, _ strategy: ReferenceStrategy<Value, Outcome>) throws(ReferenceError) {
            let reference = store.url(of: name, strategy).lastPathComponent
            let source = artifacts.directory.appendingPathComponent(base + ".actual." + strategy.pathExtension)
            let data: Data
            do {
                data = try strategy.encode(value)
            } catch {
                throw ReferenceError("cannot encode '\(source.path)': \(error)")
            }
            try ReferenceError.writing { () throws(FileWriteError) in try AtomicFile.write(data, to: source) }
            files.append(CaseApproval.File(reference: reference, source: source, expected: prior[reference] ?? nil))
        }
        try add(layout.snapshot(subject), layout.strategy)
        try add(image.snapshot(subject), image.strategy)
        if let frameLayouts { try add(frameLayouts.snapshot(subject), frameLayouts.strategy) }
        return CaseApproval(references: store.directory, files: files)
    }

    /// Records the references asked for (a strip's frame layouts with its layout); returns the
    /// files written, layout first.
    private func record(_ subject: Subject, as name: String, layout writeLayout: Bool, image writeImage: Bool)
        throws(ReferenceError) -> [URL]
    {
        var written: [URL] = []
        if writeLayout {
            try store.record(layout.snapshot(subject), as: name, layout.strategy)
            written.append(store.url(of: name, layout.strategy))
            written += try recordFrameLayouts(of: subject, as: name)
        }
        if writeImage {
            try store.record(image.snapshot(subject), as: name, image.strategy)
            written.append(store.url(of: name, image.strategy))
        }
        return written
    }

    /// Records a strip's frame layouts; returns the file written (none for a still).
    private func recordFrameLayouts(of subject: Subject, as name: String) throws(ReferenceError) -> [URL] {
        guard let frameLayouts else { return [] }
        try store.record(frameLayouts.snapshot(subject), as: name, frameLayouts.strategy)
        return [store.url(of: name, frameLayouts.strategy)]
    }
}

/// Failure images of a `ReferenceCheck`: `<name>.expected.png` (the reference), `.actual.png`
/// and `.diff.png` (the pixel diff — or, when the sizes differ, the actual image faded — with
/// the changed elements' frames, before and after, outlined in blue).
public struct ReferenceArtifacts<Subject> {
    /// The directory the images go to (created when needed).
    public var directory: URL
    /// How content points map to the subject's image pixels; nil for an image where element
    /// frames have no one place (a film strip), which then gets no outlines.
    public var outlines: (Subject) -> ElementOutlines?

    /// Creates an artifact writer.
    public init(directory: URL, outlines: @escaping (Subject) -> ElementOutlines?) {
        self.directory = directory
        self.outlines = outlines
    }

    /// The longest file name a file system takes (`NAME_MAX`), in bytes.
    static var longestFileName: Int { 255 }

    /// The start of the artifacts' file names for case `name`: the name itself, or, when
    /// `<name>.expected.png` would be longer than a file name may be, its first characters and a
    /// hash of the whole (`<start>-<16 hex digits>`), so any legal document name gets its images.
    static func fileNameBase(for name: String) -> String {
        let longestSuffix = ".expected.png".utf8.count
        guard name.utf8.count + longestSuffix > longestFileName else { return name }
        let tag = "-" + String(FNV1a.hash(name.utf8), radix: 16).leftPadded(to: 16)
        var start = ""
        for character in name {
            guard start.utf8.count + character.utf8.count + tag.utf8.count + longestSuffix <= longestFileName else {
                break
            }
            start.append(character)
        }
        return start + tag
    }

    /// Writes the failure images; `.actual.png` too unless `encoded` (the case's approval wrote
    /// it already, encoded as a reference is).
    func write(
        _ subject: Subject, named name: String, image: RGBAImage, reference: URL, pixel: PixelDiffResult,
        elements: ElementDiffResult, encoded: Bool = false
    ) throws(ReferenceError) -> CaseImages {
        try ReferenceError.writing { () throws(FileWriteError) in
            try AtomicFile.createDirectory(directory, describedAs: "the report directory")
        }
        let base = Self.fileNameBase(for: name)
        let expected = directory.appendingPathComponent(base + ".expected.png")
        let actual = directory.appendingPathComponent(base + ".actual.png")
        guard let referenceData = try? PNGDecoder.read(contentsOf: reference) else {
            throw ReferenceError("cannot read reference '\(reference.path)'")
        }
        let actualData = encoded ? nil : try encodedFast(image, for: actual)
        try ReferenceError.writing { () throws(FileWriteError) in
            try AtomicFile.write(referenceData, to: expected)
            if let actualData { try AtomicFile.write(actualData, to: actual) }
        }
        var images = CaseImages(expected: expected, actual: actual)
        let background = pixel.diffImage ?? RGBAImage.fading(image)
        if background.width > 0, background.height > 0 {
            let outlined = background.outlining(outlines(subject)?.rects(for: elements.changes) ?? [])
            let diff = directory.appendingPathComponent(base + ".diff.png")
            let diffData = try encodedFast(outlined, for: diff)
            try ReferenceError.writing { () throws(FileWriteError) in try AtomicFile.write(diffData, to: diff) }
            images.diff = diff
        }
        return images
    }

    /// Artifacts are looked at, not published: the fast PNG setting (igzip, no filter).
    private func encodedFast(_ image: RGBAImage, for url: URL) throws(ReferenceError) -> Data {
        do {
            return try PNGEncoder.encode(image, settings: .fast)
        } catch {
            throw ReferenceError("cannot encode '\(url.path)': \(error)")
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
