import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import LayoutSnapshot
import SnapshotTesting

extension Snapshotting where Value == CollectionView, Format == String {
    /// The collection view's layout snapshot as canonical JSON (`LayoutSnapshot`): a reference
    /// that records every frame without rendering. A mismatch is reported element by element —
    /// "2 elements changed: 2 moved", "cell 0-3 moved by (30, 0)" — as `layoutshot check` does.
    /// Stored as `.json`.
    public static var layoutJSON: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (collectionView: CollectionView) in
            LayoutSnapshot(collectionView: collectionView).jsonString()
        }
        strategy.diffing = .layoutElements
        strategy.pathExtension = "json"
        return strategy
    }

    /// The collection view drawn as SVG (semantic, deterministic), compared line by line.
    /// - Parameter builder: style and render options of the figure.
    public static func layoutSVG(builder: SceneBuilder = SceneBuilder()) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (collectionView: CollectionView) in
            SVGWriter().document(for: builder.makeScene(for: collectionView))
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Diffing where Value == String {
    /// Layout snapshot JSON compared element by element (`ElementDiff`): the failure message is
    /// the headline and one line per changed element. Text that is not a snapshot falls back to
    /// swift-snapshot-testing's line diff.
    public static var layoutElements: Diffing {
        Diffing.diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            guard old != new else { return nil }
            guard let expected = try? LayoutSnapshot.decode(from: Data(old.utf8)),
                let actual = try? LayoutSnapshot.decode(from: Data(new.utf8))
            else { return Diffing<String>.lines.diffV2(old, new) }
            let result = ElementDiff.compare(expected, actual)
            return ((["Layout snapshot: " + result.headline] + result.summaryLines).joined(separator: "\n"), [])
        }
    }
}

extension Snapshotting where Value == CollectionView, Format == RGBAImage {
    /// The collection view drawn as PNG by the Cairo backend and compared with LayoutShot's
    /// pixel diff (pixelmatch semantics).
    ///
    /// - Parameters:
    ///   - threshold: per-pixel YIQ threshold, 0…1 (pixelmatch's default 0.1).
    ///   - budget: how many differing pixels still pass (default none).
    ///   - includeAA: count anti-aliased pixels as differences.
    ///   - scale: pixels per point.
    ///   - builder: style and render options of the figure.
    public static func layoutPNG(
        threshold: Double = 0.1, budget: PixelBudget = .exact, includeAA: Bool = false, scale: CGFloat = 1,
        builder: SceneBuilder = SceneBuilder()
    ) -> Snapshotting {
        let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA, budget: budget)
        return Snapshotting(pathExtension: "png", diffing: .layoutImage(options: options)) { collectionView in
            let scene = builder.makeScene(for: collectionView)
            // Rendering fails only past the canvas limits; an empty image then fails the
            // comparison with a size mismatch instead of crashing the test run.
            return (try? RasterRenderer(scale: scale).image(for: scene))
                ?? RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0, alpha: 0)
        }
    }
}

extension Diffing where Value == RGBAImage {
    /// PNG storage and LayoutShot's pixel diff — the same `ReferenceStrategy.png` that
    /// `layoutshot check` uses; the failure message is one line, the diff summary and where the
    /// changes are, and the diff image is attached (shown by Xcode; on Linux
    /// `assertLayoutSnapshot` writes it beside the reference).
    public static func layoutImage(options: PixelDiffOptions = PixelDiffOptions()) -> Diffing {
        let strategy = ReferenceStrategy<RGBAImage, PixelDiffResult>.png(options: options)
        let empty = RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0, alpha: 0)
        return Diffing.diff(
            toData: { image in (try? strategy.encode(image)) ?? Data() },
            fromData: { data in
                // An unreadable reference decodes as an empty image: the diff then reports a
                // size mismatch, which tells the user to re-record.
                (try? strategy.decode(data, "reference")) ?? empty
            }
        ) { reference, actual in
            let result = strategy.compare(reference, actual)
            if strategy.matches(result) { return nil }
            var attachments: [DiffAttachment] = []
            if let diff = result.diffImage, let png = try? strategy.encode(diff) {
                attachments.append(.data(png, name: "difference.png"))
            }
            return ("LayoutShot pixel diff: \(result.summary)" + regionsPhrase(result.regions), attachments)
        }
    }
}

/// Where a pixel diff's changes are, after its summary's "in N regions": " at 10,20 30×40" for
/// one region, ", the largest at 10,20 30×40" for several.
private func regionsPhrase(_ regions: [PixelRect]) -> String {
    guard let largest = regions.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return "" }
    return regions.count == 1 ? " at \(largest)" : ", the largest at \(largest)"
}
