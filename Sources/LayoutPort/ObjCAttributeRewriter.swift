import SwiftSyntax

/// Drops what only the Objective-C runtime and Interface Builder understand — `@objc`,
/// `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBInspectable`, `@IBDesignable`, `@IBOutlet`,
/// `@IBAction`, `@GKInspectable` and the `dynamic` modifier — keeping the declarations' comments —
/// and `@MainActor`, for the reason `IsolationRewriter` gives.
/// `@available(iOS …, *)` stays: on Linux it constrains nothing. An `@objc` protocol that
/// inherits nothing becomes `: AnyObject`, as Objective-C protocols are class-only (so a
/// `weak var delegate` of its type still compiles).
final class ObjCAttributeRewriter: SyntaxRewriter {
    /// The attribute names removed.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBInspectable", "IBDesignable", "IBOutlet", "IBAction", "GKInspectable",
        IsolationRewriter.attribute,
    ]

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { cleaned(super.visit(node), as: ClassDeclSyntax.self) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: StructDeclSyntax.self)
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { cleaned(super.visit(node), as: EnumDeclSyntax.self) }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let cleanedNode = cleaned(super.visit(node), as: ProtocolDeclSyntax.self)
        let isObjC = node.attributes.contains {
            if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedDescription == "objc" }
            return false
        }
        guard isObjC, node.inheritanceClause == nil, var protocolDecl = cleanedNode.as(ProtocolDeclSyntax.self)
        else { return cleanedNode }
        let trailing = protocolDecl.name.trailingTrivia
        protocolDecl.name.trailingTrivia = []
        protocolDecl.inheritanceClause = InheritanceClauseSyntax(
            colon: .colonToken(trailingTrivia: .space),
            inheritedTypes: [
                InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))))
            ]
        ).with(\.trailingTrivia, trailing)
        return DeclSyntax(protocolDecl)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: ExtensionDeclSyntax.self)
    }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: FunctionDeclSyntax.self)
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: VariableDeclSyntax.self)
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: InitializerDeclSyntax.self)
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: SubscriptDeclSyntax.self)
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: EnumCaseDeclSyntax.self)
    }

    private func cleaned<Decl: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ visited: DeclSyntax, as type: Decl.Type
    ) -> DeclSyntax {
        guard let decl = visited.as(Decl.self) else { return visited }
        // A dropped attribute after a kept one hands its line break to what follows it.
        var attributes: [AttributeListSyntax.Element] = []
        var orphanedTrivia: Trivia?
        for element in decl.attributes {
            if case .attribute(let attribute) = element,
                Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription)
            {
                if !attributes.isEmpty, orphanedTrivia == nil { orphanedTrivia = element.leadingTrivia }
                continue
            }
            attributes.append(orphanedTrivia.map { element.with(\.leadingTrivia, $0) } ?? element)
            orphanedTrivia = nil
        }
        let modifiers = decl.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }
        guard attributes.count != decl.attributes.count || modifiers.count != decl.modifiers.count else {
            return visited
        }
        var result = decl.with(\.attributes, AttributeListSyntax(attributes)).with(\.modifiers, modifiers)
        result.leadingTrivia = decl.leadingTrivia
        if let orphanedTrivia,
            let next = result.attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(
                viewMode: .sourceAccurate)
        {
            result = LeadingTriviaReplacer(token: next.id, trivia: orphanedTrivia).rewrite(result).cast(Decl.self)
        }
        return DeclSyntax(result)
    }

    /// Gives one token (by identity) new leading trivia.
    private final class LeadingTriviaReplacer: SyntaxRewriter {
        let token: SyntaxIdentifier
        let trivia: Trivia

        init(token: SyntaxIdentifier, trivia: Trivia) {
            self.token = token
            self.trivia = trivia
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: TokenSyntax) -> TokenSyntax {
            node.id == token ? node.with(\.leadingTrivia, trivia) : node
        }
    }
}
