import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering
import LayoutStyle

/// What each element of an animation is called and how it looks, decided once per element so
/// that a reader can follow it through every frame of a strip: its label (the index path before
/// the change, after it, or both: "0-2→0-1"), its role's colours (inserted, deleted, moved,
/// reloaded) and the document's per-element overrides.
struct TrackPresentation {
    /// The document before the change.
    var before: LayoutDocument
    /// The document after it.
    var after: LayoutDocument
    /// The theme the frames are drawn in.
    var style: Style
    /// The batch update; nil for a layout transition, which has no roles.
    var changes: BatchUpdates?
    /// Which labels and whether roles are shown.
    var options: AnimationOptions

    /// Labels and appearances of `tracks`, by track index.
    func presentation(of tracks: [ElementTrack]) -> (labels: [Int: String], appearances: [Int: ElementAppearance]) {
        let labelsBefore = before.elementLabels(for: tracks.map(\.from))
        let labelsAfter = after.elementLabels(for: tracks.map(\.to))
        var labels: [Int: String] = [:]
        var appearances: [Int: ElementAppearance] = [:]
        let overridesBefore = ElementOverrideIndex(before.overrides)
        let overridesAfter = ElementOverrideIndex(after.overrides)
        for (index, track) in tracks.enumerated() {
            let old = text(of: track.from.elementKey, documentLabels: labelsBefore)
            let new = text(of: track.to.elementKey, documentLabels: labelsAfter)
            // Overrides name an element as it is before the update, an inserted one as after.
            let override =
                track.role == .appearing
                ? after.presentationOverride(for: track.to, index: overridesAfter)
                : before.presentationOverride(for: track.from, index: overridesBefore)
            labels[index] = override.label ?? label(of: track, before: old, after: new, identity: options.labels)
            let roleAppearance = options.roles ? role(of: track).map(style.appearance(for:)) : nil
            let appearance = (roleAppearance ?? ElementAppearance()).overridden(by: override.appearance)
            if appearance != ElementAppearance() { appearances[index] = appearance }
        }
        return (labels, appearances)
    }

    /// The label shown in every frame.
    private func label(
        of track: ElementTrack, before old: String?, after new: String?, identity: AnimationOptions.LabelIdentity
    ) -> String? {
        switch track.role {
        case .appearing: return new
        case .disappearing: return old
        case .staying:
            switch identity {
            case .before: return old
            case .after: return new
            case .both:
                guard let old, let new, old != new else { return new ?? old }
                return "\(old)→\(new)"
            }
        }
    }

    /// The document's label of `key`, else its template's.
    private func text(of key: ElementKey, documentLabels: [ElementKey: String]) -> String? {
        documentLabels[key] ?? style.resolvedStyle(for: key).label.map { LabelTemplate.render($0, for: key) }
    }

    /// The element's part in the batch update, if it has one.
    func role(of track: ElementTrack) -> UpdateRole? {
        guard let changes else { return nil }
        let from = track.from.indexPath
        let to = track.to.indexPath
        let isCell = track.key.category == .cell
        switch track.role {
        case .appearing:
            if changes.reloadedSections.contains(to.section) || (isCell && changes.reloadedItems.contains(to)) {
                return .reloaded
            }
            if changes.insertedSections.contains(to.section) || (isCell && changes.insertedItems.contains(to)) {
                return .inserted
            }
        case .disappearing:
            if changes.reloadedSections.contains(from.section) || (isCell && changes.reloadedItems.contains(from)) {
                return .reloaded
            }
            if changes.deletedSections.contains(from.section) || (isCell && changes.deletedItems.contains(from)) {
                return .deleted
            }
        case .staying:
            if changes.movedSections.contains(BatchUpdates.SectionMove(from: from.section, to: to.section))
                || (isCell && changes.movedItems.contains(BatchUpdates.ItemMove(from: from, to: to)))
            {
                return .moved
            }
            if (isCell && changes.reloadedItems.contains(from)) || changes.reloadedSections.contains(from.section) {
                return .reloaded
            }
        }
        return nil
    }
}
