import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutSupport

extension DocumentScroller {
    /// Warnings for a scroll that asks for offsets its content cannot show, so that frames
    /// repeat where the author expected motion: content that does not scroll along the axis at
    /// all (it fits the viewport), or offsets past the end (and, when `overscroll` is `none`,
    /// before the start) that a scroll view clamps, as UIKit clamps a content offset at rest. Each
    /// warning is located at the key that asked for the offsets (`scroll.to`, `scroll.offsets`,
    /// `scroll.fling`; the file's `scroll` for a motion given on the command line) and says which
    /// frames repeat; the output is drawn anyway.
    public func unreachableOffsetWarnings(for sampled: Sampled) -> [Diagnostic] {
        let frames = sampled.sequence.frames
        guard frames.count > 1 else { return [] }
        let direction = scroll.direction
        let limits = ContentOffsetLimits(collectionView: sampled.collectionView)
        let (low, high) = (limits.minimum.coordinate(along: direction), limits.maximum.coordinate(along: direction))
        let axis = direction == .vertical ? "y" : "x"
        let shown = frames.map { $0.contentOffset.coordinate(along: direction) }
        let requested = frames.map(\.requestedOffset)
        let location = motionLocation
        if high <= low, Set(requested).count > 1 {
            let length = direction == .vertical ? "height" : "width"
            return [
                Diagnostic(
                    .outOfRange, at: location,
                    "the content does not scroll along \(axis) (its \(length) fits the viewport): every frame shows "
                        + "offset \(DecimalText.thousandths(Double(shown[0])))",
                    severity: .warning)
            ]
        }
        // Offsets before the start are the overscroll's to resolve unless it clamps them.
        let clampsStart = scroll.overscroll == .none
        let unreached = frames.indices.filter { index in
            abs(requested[index] - shown[index]) > 0.5 && (requested[index] > high || clampsStart)
        }
        guard let first = unreached.first, let last = unreached.last else { return [] }
        let offsets = unreached.map { requested[$0] }
        let farthest = offsets.max { abs($0 - shown[first]) < abs($1 - shown[first]) } ?? offsets[0]
        let frameRange = first == last ? "frame \(first) shows" : "frames \(first)–\(last) show"
        return [
            Diagnostic(
                .outOfRange, at: location,
                "offset \(DecimalText.thousandths(Double(farthest))) cannot be reached: the content scrolls from "
                    + "\(DecimalText.thousandths(Double(low))) to \(DecimalText.thousandths(Double(high))) along \(axis), so \(frameRange) "
                    + "the clamped offset",
                severity: .warning)
        ]
    }

    /// Where the scroll's motion is stated: the document's key for it (`scroll.to`,
    /// `scroll.offsets`, `scroll.fling`) when the motion is the document's own (at any number of
    /// frames); the file alone, at `scroll`, when the command line gave it.
    private var motionLocation: SourceLocation {
        // The same motion with other frames (`--frames`) still asks for the document's offsets.
        func offsetsAsked(_ motion: ScrollPlan.Motion) -> ScrollPlan.Motion {
            motion.replacingFrames(with: 1) ?? motion
        }
        guard let own = document.scroll?.motion, offsetsAsked(own) == offsetsAsked(scroll.motion) else {
            return SourceLocation(file: document.file, line: nil, column: nil, keyPath: "scroll")
        }
        let key: String
        switch scroll.motion {
        case .keyframes: key = "scroll.to"
        case .offsets: key = "scroll.offsets"
        case .fling: key = "scroll.fling"
        }
        var location = document.location(of: key)
        location.keyPath = key
        return location
    }
}
