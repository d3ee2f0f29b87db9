import CollectionLayout

extension FlowLayoutSpecification {
    /// The keys of `layout` with `type: flow` (the default), each described and read by one
    /// declaration.
    static let fields = DocumentObject<FlowLayoutSpecification>([
        DocumentField(
            "scrollDirection", DocumentValues.choice(ScrollDirection.self), \.scrollDirection,
            "Scrolling axis; vertical when omitted."),
        DocumentField(
            "itemSize", DocumentValues.size, \.itemSize,
            "Size of every item without per-item sizes; 50×50 when omitted."),
        DocumentField(
            "minimumLineSpacing", DocumentValues.length, \.minimumLineSpacing,
            "Spacing between lines (rows, or columns when horizontal); 10."),
        DocumentField(
            "minimumInteritemSpacing", DocumentValues.length, \.minimumInteritemSpacing,
            "Minimum spacing between items in a line; 10."),
        DocumentField("sectionInset", DocumentValues.insets, \.sectionInset, "Insets around each section's items; 0."),
        DocumentField(
            "sectionInsetReference",
            DocumentValues.choice([
                "fromContentInset": FlowSectionInsetReference.fromContentInset, "fromSafeArea": .fromSafeArea,
                "fromLayoutMargins": .fromLayoutMargins,
            ]), \.sectionInsetReference, "What sectionInset is measured from; fromContentInset when omitted (UIKit)."),
        DocumentField(
            "headerReferenceSize", DocumentValues.size, \.headerReferenceSize,
            "Header size (height counts when vertical, width when horizontal)."),
        DocumentField(
            "footerReferenceSize", DocumentValues.size, \.footerReferenceSize,
            "Footer size (height counts when vertical, width when horizontal)."),
        DocumentField(
            "sectionHeadersPinToVisibleBounds", DocumentValues.boolean, \.sectionHeadersPinToVisibleBounds,
            "Headers stick to the top while scrolling."),
        DocumentField(
            "sectionFootersPinToVisibleBounds", DocumentValues.boolean, \.sectionFootersPinToVisibleBounds,
            "Footers stick to the bottom while scrolling."),
        DocumentField(
            "lineAlignment", DocumentValues.choice(LineAlignment.self), \.lineAlignment,
            "Distribution of items in lines followed by another line; justified when omitted (UIKit)."),
        DocumentField(
            "lastLineAlignment", DocumentValues.choice(LineAlignment.self), \.lastLineAlignment,
            "Distribution of items in each section's last line; left when omitted (UIKit)."),
        DocumentField(
            "snap", DocumentValues.choice(ScrollSnapBehavior.self), \.snap,
            "Where flings rest: none, centerItem (an item ends centred, a carousel) or paging; none when omitted."),
    ])
}

extension GridLayoutSpecification {
    /// The keys of `layout` with `type: grid`, each described and read by one declaration.
    static let fields = DocumentObject<GridLayoutSpecification>([
        DocumentField("itemSize", DocumentValues.size, \.itemSize, "Size of every item; 50×50 when omitted."),
        DocumentField(
            "interitemSpacing", DocumentValues.length, \.interitemSpacing,
            "Spacing between items of a row, and before the first; 10."),
        DocumentField(
            "lineSpacing", DocumentValues.length, \.lineSpacing, "Spacing between rows, and above the first; 10."),
    ])
}
