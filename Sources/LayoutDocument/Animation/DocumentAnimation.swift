import CollectionLayout
import Foundation
import LayoutAnimation

/// What a document animates and how: a batch update or a layout transition, with the frame,
/// timing and figure options of its `animation` section.
///
/// Get it with `LayoutDocument.animation()`; decoding the document has already checked what
/// the schema cannot (index paths in range, UIKit's consistency rule) at the offending key.
public struct DocumentAnimation: Sendable {
    /// The change that is animated.
    public enum Change: Sendable {
        /// A batch update of the document's data (`updates`).
        case updates(UpdateSpecification)
        /// A transition from the document's layout to another one (`transition`).
        case transition(LayoutSpecification)
    }

    /// The change.
    public var change: Change
    /// Frames, timing and figure options.
    public var options: AnimationOptions
}

/// A batch update read from `updates`.
public struct UpdateSpecification: Sendable, Equatable {
    /// The changes, as UIKit's `insertItems(at:)`, `deleteSections(_:)`, … would record them.
    public var changes: BatchUpdates
    /// Item counts of inserted and reloaded sections, by section index after the update.
    public var newSectionItemCounts: [Int: Int]
    /// The item counts after the update (the data source's new state), already checked against
    /// the changes and the document's counts.
    public var itemCountsAfter: [Int]
}

/// The `animation` options, each of which the command line can replace.
public struct AnimationOptions: Sendable, Equatable {
    /// Where inserted items start.
    public enum InsertionStart: String, Sendable, Equatable, CaseIterable {
        /// UIKit's default: in place, alpha 0.
        case `default`
        /// At the centre of the collection view's bounds, alpha 0 (the programming guide's figure).
        case center
    }

    /// The number of frames, the before and after states included (≥ 2).
    public var frames: Int = 5
    /// The animation's length in seconds; nil means 0.3 s, or a spring's settling time.
    public var duration: Double?
    /// The timing curve.
    public var curve: TimingCurve = .easeInEaseOut
    /// Frames per row of a film strip; nil puts all frames in one row.
    public var stripColumns: Int?
    /// Whether strips and figures draw the ghost overlay.
    public var ghosts = false
    /// Where inserted items start.
    public var insertionStart: InsertionStart = .default
    /// Which index path an element's label shows; the same in every frame.
    public var labels: LabelIdentity = .both
    /// Whether inserted, deleted, moved and reloaded elements are drawn in their roles' colours.
    public var roles = true

    /// Which index path labels show through an animation.
    public enum LabelIdentity: String, Sendable, Equatable, CaseIterable {
        /// "0-2→0-1" for an element whose index path changes, "0-0" for one whose does not.
        case both
        /// The index path before the update (inserted elements: after).
        case before
        /// The index path after the update (deleted elements: before).
        case after
    }

    /// The defaults: 5 frames, ease-in-ease-out, the default duration, one strip row, no ghosts,
    /// inserted items starting in place.
    public init() {}

    /// UIKit's batch-update animation length, used when neither the document nor the command
    /// line gives one and the curve has no length of its own.
    public static let defaultDuration = 0.3

    /// The length in seconds: `duration`, else the curve's natural length (springs), else 0.3 s.
    public var effectiveDuration: Double { duration ?? curve.naturalDuration ?? Self.defaultDuration }
}

extension LayoutDocument {
    /// The document's animation: its `updates` or `transition` with its `animation` options.
    ///
    /// - Throws: `DocumentError` when the document has neither (nothing to animate). Every other
    ///   problem (both given, an index path out of range, an element changed twice, counts that do
    ///   not add up, invalid curve parameters) was already reported by decoding.
    public func animation() throws(DocumentError) -> DocumentAnimation {
        guard let change else {
            throw DocumentError(
                Diagnostic(
                    .missingKey, at: SourceLocation(file: file, line: nil, column: nil, keyPath: ""),
                    "nothing to animate: expected an `updates` list (a batch update) or a `transition` layout"))
        }
        return DocumentAnimation(change: change, options: animationOptions)
    }
}
