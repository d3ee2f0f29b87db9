import Foundation

// UIKit's measuring members, so cells that size themselves compile and answer something
// sensible. Headlessly no constraint is solved: a view measures with `sizeThatFits(_:)`, whose
// default is the size the view has (Apple: "The default implementation of this method returns
// the existing size of the view"), and subclasses such as `Label` measure their content.

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: a dimension the view has no natural size in.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target size asking for the smallest size that fits (UIKit's
    /// `UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size asking for the largest size that fits (UIKit's
    /// `UIView.layoutFittingExpandedSize`): larger than any screen.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

}
