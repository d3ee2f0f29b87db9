import SwiftSyntax

/// `override init(frame:)` becomes `required init(frame:)`: LayoutShot's views require the
/// initialiser (so the collection view can make registered cell classes from their class
/// objects), and Swift then wants `required` on every subclass's. Only initialisers whose one
/// parameter is labelled `frame` are touched. In an `open` class a required initialiser must be
/// public (it can be subclassed anywhere), so one without an access level becomes `public`.
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
        let accessLevels: Set<Keyword> = [.open, .public, .package, .internal, .fileprivate, .private]
        let hasAccessLevel = modifiers.contains { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return accessLevels.contains(keyword) }
            return false
        }
        if !hasAccessLevel, isInOpenClass(node) {
            let first = modifiers[modifiers.startIndex]
            modifiers[modifiers.startIndex] = first.with(\.leadingTrivia, [])
            modifiers.insert(
                DeclModifierSyntax(name: .keyword(.public, leadingTrivia: first.leadingTrivia, trailingTrivia: .space)),
                at: modifiers.startIndex)
        }
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }

    /// Whether `node` is a member of a class declared `open`.
    private func isInOpenClass(_ node: InitializerDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(ClassDeclSyntax.self) {
                return declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
            }
            if current.is(MemberBlockSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockItemSyntax.self)
            {
                parent = current.parent
                continue
            }
            return false
        }
        return false
    }
}
