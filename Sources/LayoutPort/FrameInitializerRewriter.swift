import SwiftSyntax

/// `override init(frame:)` becomes `required init(frame:)`: LayoutShot's views require the
/// initialiser (so the collection view can make registered cell classes from their class
/// objects), and Swift then wants `required` on every subclass's. Only initialisers whose one
/// parameter is labelled `frame` are touched.
final class FrameInitializerRewriter: SyntaxRewriter {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.count == 1, parameters.first?.firstName.text == "frame",
            let index = node.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
        else { return DeclSyntax(node) }
        var modifiers = node.modifiers
        let overrideModifier = modifiers[index]
        modifiers[index] = overrideModifier.with(
            \.name,
            .keyword(
                .required, leadingTrivia: overrideModifier.name.leadingTrivia,
                trailingTrivia: overrideModifier.name.trailingTrivia))
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }
}
