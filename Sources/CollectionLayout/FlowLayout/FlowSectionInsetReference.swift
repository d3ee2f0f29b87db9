import Foundation

/// What a flow layout's section insets are measured from, as UIKit's
/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum FlowSectionInsetReference: Int, Sendable, Hashable, CaseIterable {
    /// From the content inset (`adjustedContentInset`): UIKit's default.
    case fromContentInset
    /// From the safe area: where the safe area reaches further in than the content inset, the
    /// difference is added to the section insets.
    case fromSafeArea
    /// From the layout margins: where a margin reaches further in than the content inset, the
    /// difference is added to the section insets.
    case fromLayoutMargins

    /// The extra inset of each edge for `collectionView`: how far the reference reaches in
    /// beyond `adjustedContentInset` (never negative).
    func extraInset(in collectionView: CollectionView) -> EdgeInsets {
        let reference: EdgeInsets
        switch self {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let content = collectionView.adjustedContentInset
        return EdgeInsets(
            top: max(0, reference.top - content.top), left: max(0, reference.left - content.left),
            bottom: max(0, reference.bottom - content.bottom), right: max(0, reference.right - content.right))
    }
}
