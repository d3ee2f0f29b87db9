import Foundation
import LayoutImage
import LayoutSnapshot

/// How a value is stored as a reference file and compared with its reference: a struct of
/// closures in swift-snapshot-testing's style (`Diffing`), so strategies compose — `pullback`
/// derives one for another value type.
///
/// ```swift
/// let strategy = ReferenceStrategy<RGBAImage, PixelDiffResult>.png(options: PixelDiffOptions(threshold: 0))
/// let outcome = strategy.compare(reference, actual)
/// if !strategy.matches(outcome) { print(outcome.summary) }
/// ```
public struct ReferenceStrategy<Value, Outcome> {
    /// The reference file's extension ("json", "png").
    public var pathExtension: String
    /// The reference file's bytes for a value.
    public var encode: (Value) throws -> Data
    /// A value from a reference file's bytes; `source` names the file in errors.
    public var decode: (_ data: Data, _ source: String) throws -> Value
    /// Compares the reference with the actual value.
    public var compare: (_ reference: Value, _ actual: Value) -> Outcome
    /// Whether an outcome is a match.
    public var matches: (Outcome) -> Bool
    /// The largest reference file read, refused from its size before reading
    /// (`ReferenceStore.maximumFileBytes` unless the strategy says otherwise).
    public var maximumFileBytes = ReferenceStore.maximumFileBytes
    /// The bytes every file of this kind written by `encode` starts with: a file already at a
    /// reference's place is replaced only when it starts with them, so a user's own file named
    /// like a reference (`package.json` beside a document `package.yaml`) is never overwritten.
    public var signature = Data()

    /// Creates a strategy.
    public init(
        pathExtension: String, encode: @escaping (Value) throws -> Data,
        decode: @escaping (_ data: Data, _ source: String) throws -> Value,
        compare: @escaping (_ reference: Value, _ actual: Value) -> Outcome, matches: @escaping (Outcome) -> Bool
    ) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.decode = decode
        self.compare = compare
        self.matches = matches
    }

    /// The strategy applied to what `transform` takes from a `Subject` (a rendering's snapshot,
    /// its image), as swift-snapshot-testing's `Snapshotting.pullback` does.
    public func pullback<Subject>(_ transform: @escaping (Subject) -> Value) -> ReferenceSnapshotting<
        Subject, Value, Outcome
    > {
        ReferenceSnapshotting(strategy: self, snapshot: transform)
    }
}

/// A `ReferenceStrategy` for a part of a subject (see `pullback`): what `snapshot` takes from
/// the subject is what is stored and compared.
public struct ReferenceSnapshotting<Subject, Value, Outcome> {
    /// The strategy for the part.
    public var strategy: ReferenceStrategy<Value, Outcome>
    /// The part of the subject that is stored and compared.
    public var snapshot: (Subject) -> Value
}

extension ReferenceStrategy where Value == LayoutSnapshot, Outcome == ElementDiffResult {
    /// The layout snapshot as canonical JSON, compared element by element (`ElementDiff`).
    public static var layoutSnapshot: ReferenceStrategy {
        var strategy = ReferenceStrategy(
            pathExtension: "json", encode: { $0.jsonData() },
            decode: { data, source in try LayoutSnapshot.decode(from: data, source: source) },
            compare: { ElementDiff.compare($0, $1) }, matches: \.isEmpty)
        strategy.signature = Data("{\n  \"contentSize\": {".utf8)
        return strategy
    }

    /// `layoutSnapshot`, except that a change whose element lies inside one of `regions`
    /// (content coordinates), before and after, is not a difference: what a document's ignore
    /// regions hide from the pixel comparison is hidden from the element comparison too.
    public static func layoutSnapshot(ignoringChangesWithin regions: [CGRect]) -> ReferenceStrategy {
        var strategy = layoutSnapshot
        guard !regions.isEmpty else { return strategy }
        strategy.compare = { ElementDiff.compare($0, $1).removingChanges(within: regions) }
        return strategy
    }
}

extension ReferenceStrategy where Value == StripSnapshot, Outcome == [ElementDiffResult] {
    /// A film strip's frame layouts as canonical JSON (`<name>.frames.json`), compared frame by
    /// frame (`ElementDiff`, content sizes not compared); no result when the strips have
    /// different numbers of frames, which cannot be paired. A change inside one of `regions`
    /// (content coordinates), before and after, is not a difference.
    public static func stripSnapshot(ignoringChangesWithin regions: [CGRect] = []) -> ReferenceStrategy {
        var strategy = ReferenceStrategy(
            pathExtension: "frames.json", encode: { $0.jsonData() },
            decode: { data, source in try StripSnapshot.decode(from: data, source: source) },
            compare: { expected, actual in
                guard expected.frames.count == actual.frames.count else { return [] }
                return zip(expected.frames, actual.frames).map { before, after in
                    ElementDiff.compare(before.layoutSnapshot, after.layoutSnapshot).removingChanges(within: regions)
                }
            }, matches: { $0.allSatisfy(\.isEmpty) })
        strategy.signature = Data("{\n  \"frames\": [".utf8)
        return strategy
    }
}

extension ReferenceStrategy where Value == RGBAImage, Outcome == PixelDiffResult {
    /// The image as PNG, compared pixel by pixel (`PixelDiff`, pixelmatch's semantics).
    public static func png(options: PixelDiffOptions = PixelDiffOptions()) -> ReferenceStrategy {
        var strategy = ReferenceStrategy(
            pathExtension: "png", encode: { try PNGEncoder.encode($0) },
            decode: { data, _ in try PNGDecoder.decode(data, pixelLimit: options.imagePixelLimit) },
            compare: { PixelDiff.compare($0, $1, options: options) }, matches: \.passes)
        strategy.maximumFileBytes = PNGDecoder.maximumFileBytes(pixelLimit: options.imagePixelLimit)
        strategy.signature = PNGDecoder.signature
        return strategy
    }
}
