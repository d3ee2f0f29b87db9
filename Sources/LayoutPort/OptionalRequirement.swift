import SwiftSyntax

/// A requirement that Objective-C declared `optional`, called as `delegate?.name?(…)` on iOS.
struct OptionalRequirement: Hashable {
    /// The protocol declaring it.
    var protocolName: String
    /// The base name (`collectionView`, `spacing`).
    var name: String
    /// The argument labels of a function (`_` for none); nil for a property.
    var labels: [String]?
    /// True when the ported requirement answers an Optional (the porter's own conversion);
    /// false for LayoutShotUIKit's flow-layout delegate, whose methods have defaults that
    /// return the layout's own values.
    var answersOptional: Bool
    /// A property's declared type as written (`CGFloat`), before it was made Optional; nil for
    /// a function.
    var propertyType: String? = nil

    /// `name(label:label:)` for a function, `name` for a property.
    var key: String { Self.key(name: name, labels: labels) }

    /// The key of a name with `labels`.
    static func key(name: String, labels: [String]?) -> String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The argument labels a function declaration is called with.
    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// UIKit's optional requirements that LayoutShotUIKit declares with defaults, so that
    /// calls written `dataSource?.numberOfSections?(in:)` lose the second `?`: the
    /// `UICollectionViewDelegateFlowLayout` methods (defaults: the layout's values), the data
    /// source's section count, the scroll view delegate's methods and the collection view
    /// delegate's selection, highlight and display methods.
    static let uikitRequirementsWithDefaults: [OptionalRequirement] =
        flowLayoutDelegateMethods + [
            // `UICollectionViewDataSource.numberOfSections(in:)`: optional on iOS, a requirement
            // with a default (one section) in LayoutShotUIKit.
            OptionalRequirement(
                protocolName: "UICollectionViewDataSource", name: "numberOfSections", labels: ["in"],
                answersOptional: false)
        ] + scrollViewDelegateMethods + collectionViewDelegateMethods

    /// `UICollectionViewDelegate`'s selection, highlight and display methods, optional in UIKit,
    /// with defaults in LayoutShotUIKit (also reached through a scroll view's `delegate`).
    private static let collectionViewDelegateMethods: [OptionalRequirement] = [
        ["_", "shouldHighlightItemAt"], ["_", "didHighlightItemAt"], ["_", "didUnhighlightItemAt"],
        ["_", "shouldSelectItemAt"], ["_", "shouldDeselectItemAt"], ["_", "didSelectItemAt"],
        ["_", "didDeselectItemAt"], ["_", "willDisplay", "forItemAt"], ["_", "didEndDisplaying", "forItemAt"],
    ].map { labels in
        OptionalRequirement(
            protocolName: "UICollectionViewDelegate", name: "collectionView", labels: labels, answersOptional: false)
    }

    /// `UIScrollViewDelegate`'s methods, all optional in UIKit, with defaults in LayoutShotUIKit.
    private static let scrollViewDelegateMethods: [OptionalRequirement] = [
        ("scrollViewDidScroll", ["_"]), ("scrollViewWillBeginDragging", ["_"]),
        ("scrollViewWillEndDragging", ["_", "withVelocity", "targetContentOffset"]),
        ("scrollViewDidEndDragging", ["_", "willDecelerate"]), ("scrollViewWillBeginDecelerating", ["_"]),
        ("scrollViewDidEndDecelerating", ["_"]), ("scrollViewDidEndScrollingAnimation", ["_"]),
        ("scrollViewShouldScrollToTop", ["_"]), ("scrollViewDidScrollToTop", ["_"]),
        ("scrollViewDidChangeAdjustedContentInset", ["_"]),
    ].map { name, labels in
        OptionalRequirement(protocolName: "UIScrollViewDelegate", name: name, labels: labels, answersOptional: false)
    }

    private static let flowLayoutDelegateMethods: [OptionalRequirement] = [
        "sizeForItemAt", "insetForSectionAt", "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
        "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection",
    ].map {
        OptionalRequirement(
            protocolName: "UICollectionViewDelegateFlowLayout", name: "collectionView", labels: ["_", "layout", $0],
            answersOptional: false)
    }
}

extension TypeSyntax {
    /// This type made Optional: `T` → `T?`, `() -> T` → `(() -> T)?`, implicitly unwrapped
    /// `T!` → `T?`; already Optional types are kept.
    var madeOptional: TypeSyntax {
        if self.is(OptionalTypeSyntax.self) { return self }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType.trimmed))
                .with(\.leadingTrivia, leadingTrivia).with(\.trailingTrivia, trailingTrivia)
        }
        let needsParentheses =
            self.is(FunctionTypeSyntax.self) || self.is(CompositionTypeSyntax.self)
            || self.is(SomeOrAnyTypeSyntax.self) || self.is(AttributedTypeSyntax.self)
        let wrapped: TypeSyntax =
            needsParentheses
            ? TypeSyntax(TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: trimmed)])) : trimmed
        return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped))
            .with(\.leadingTrivia, leadingTrivia).with(\.trailingTrivia, trailingTrivia)
    }
}
