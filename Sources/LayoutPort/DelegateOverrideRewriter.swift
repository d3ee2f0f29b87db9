import SwiftSyntax

/// `override var delegate: UICollectionViewDelegate?` becomes `override var delegate:
/// UIScrollViewDelegate?`. UIKit's Objective-C headers narrow the scroll view's delegate in
/// `UICollectionView`; Swift cannot narrow a settable property, so LayoutShot's collection view
/// keeps the scroll view's type, and an override must too. What the override does is unchanged
/// (`super.delegate` has that type); code reading it as a collection-view delegate casts, as
/// layouts already do (`delegate as? UICollectionViewDelegateFlowLayout`).
final class DelegateOverrideRewriter: SyntaxRewriter {
    /// The narrowed types, by spelling, that an overriding `delegate` may be declared with.
    static let narrowedTypes: Set<String> = [
        "UICollectionViewDelegate", "UICollectionViewDelegate?", "(any UICollectionViewDelegate)?",
        "UICollectionViewDelegate!",
    ]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard node.modifiers.containsOverride, node.bindings.count == 1, var binding = node.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "delegate",
            let annotation = binding.typeAnnotation,
            Self.narrowedTypes.contains(annotation.type.trimmedDescription)
        else { return DeclSyntax(node) }
        let replacement = TypeSyntax(
            OptionalTypeSyntax(wrappedType: IdentifierTypeSyntax(name: .identifier("UIScrollViewDelegate")))
        )
        .with(\.leadingTrivia, annotation.type.leadingTrivia).with(\.trailingTrivia, annotation.type.trailingTrivia)
        binding.typeAnnotation = annotation.with(\.type, replacement)
        return DeclSyntax(node.with(\.bindings, [binding]))
    }
}
