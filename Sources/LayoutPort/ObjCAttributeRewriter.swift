import SwiftSyntax

/// Drops what only the Objective-C runtime and Interface Builder understand — `@objc`,
/// `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBInspectable`, `@IBDesignable`, `@IBOutlet`,
/// `@IBAction`, `@GKInspectable` and the `dynamic` modifier — keeping the declarations' comments.
/// `@available(iOS …, *)` stays: on Linux it constrains nothing.
final class ObjCAttributeRewriter: SyntaxRewriter {
    /// The attribute names removed.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBInspectable", "IBDesignable", "IBOutlet", "IBAction", "GKInspectable",
    ]

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { cleaned(super.visit(node), as: ClassDeclSyntax.self) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: StructDeclSyntax.self)
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { cleaned(super.visit(node), as: EnumDeclSyntax.self) }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        cleaned(super.visit(node), as: ProtocolDeclSyntax.self)
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
        let attributes = decl.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription)
        }
        let modifiers = decl.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }
        guard attributes.count != decl.attributes.count || modifiers.count != decl.modifiers.count else {
            return visited
        }
        var result = decl.with(\.attributes, attributes).with(\.modifiers, modifiers)
        result.leadingTrivia = decl.leadingTrivia
        return DeclSyntax(result)
    }
}
