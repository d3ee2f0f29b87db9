import CollectionLayout
import Foundation
import LayoutAnimation

/// What the command line says over a document's `scroll` section (`layoutshot scroll`'s
/// `--from`/`--to`, `--offsets`, `--fling`, `--frames`, `--axis`, `--overscroll`, `--columns`,
/// `--view`, `--snap-figure`): each value already checked on its own, merged into the section by
/// `LayoutDocument.scroll(overriddenBy:)`, which checks them against the document.
public struct ScrollOverrides: Sendable, Equatable {
    /// A motion replacing the section's.
    public enum Motion: Sendable, Equatable {
        /// From one offset to another (`--from`, `--to`).
        case keyframes(from: CGFloat, to: CGFloat)
        /// These offsets, one frame each (`--offsets`).
        case offsets([CGFloat])
        /// A fling at `velocity` points per second, from `from` or the document's offset (`--fling`).
        case fling(from: CGFloat?, velocity: CGFloat)
    }

    /// Replaces the section's motion.
    public var motion: Motion?
    /// Replaces the frames of a keyframed scroll or a fling.
    public var frames: Int?
    /// The axis asked for, which must be the layout's own.
    public var direction: ScrollDirection?
    /// Replaces the overscroll behaviour.
    public var overscroll: OverscrollBehavior?
    /// Replaces the strip's columns.
    public var columns: Int?
    /// Replaces what each frame shows.
    public var view: ScrollSpecification.View?
    /// Draws the fling's snap figure.
    public var snapFigure = false

    /// No overrides: the section as written.
    public init() {}
}

extension LayoutDocument {
    /// The document's scroll with `overrides` in place: the section's values where the command
    /// line says nothing, a motion the command line gives where the document has no section.
    ///
    /// - Throws: `DocumentError`, located at the document's `scroll` (or the file): no motion at
    ///   all, an axis the layout does not scroll along, a snap figure without a fling.
    public func scroll(overriddenBy overrides: ScrollOverrides) throws -> ScrollSpecification {
        let naturalDirection = layout.scrollDirection
        if let direction = overrides.direction, direction != naturalDirection {
            let (asked, natural) = (direction == .vertical ? "y" : "x", naturalDirection == .vertical ? "y" : "x")
            throw error(
                at: "scroll", .invalidValue, "--axis \(asked): the \(layout.typeName) layout scrolls along \(natural)")
        }
        let frames = overrides.frames ?? ScrollSpecification.defaultFrameCount
        let given: ScrollPlan.Motion? =
            switch overrides.motion {
            case .keyframes(let from, let to): .keyframes(from: from, to: to, frames: frames, curve: .linear)
            case .offsets(let offsets): .offsets(offsets)
            case .fling(let from, let velocity): .fling(from: from, velocity: velocity, frames: frames, rate: .normal)
            case nil: nil
            }
        guard var motion = given ?? scroll?.motion else {
            throw error(
                at: "scroll", .missingKey, "no `scroll` section: give --from and --to, --offsets or --fling")
        }
        if let frames = overrides.frames, let replaced = motion.replacingFrames(with: frames) { motion = replaced }
        var result = scroll ?? ScrollSpecification(direction: naturalDirection, motion: motion)
        result.direction = overrides.direction ?? scroll?.direction ?? naturalDirection
        result.motion = motion
        if let overscroll = overrides.overscroll { result.overscroll = overscroll }
        if let columns = overrides.columns { result.columns = columns }
        if let view = overrides.view { result.view = view }
        if overrides.snapFigure { result.snapFigure = true }
        if result.snapFigure, case .fling = result.motion {
        } else if result.snapFigure {
            throw error(
                at: "scroll", .invalidValue,
                "a snap figure needs a fling: give --fling or a `fling:` in the scroll section")
        }
        return result
    }
}
