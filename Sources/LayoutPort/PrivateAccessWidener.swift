import SwiftSyntax

/// Drops `private` and `fileprivate` from a file's top-level declarations and from the members of
/// its extensions of `classes`: overrides moved from this file into a class declared in another
/// file still call the helpers they called here. Widening access changes no behaviour.
final class PrivateAccessWidener: SyntaxRewriter {
    private let classes: Set<String>
    private var depth = 0
    private var inMovedExtension = false

    /// A widener for a file whose overrides moved into `classes`.
    init(classes: Set<String>) {
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let saved = inMovedExtension
        inMovedExtension = classes.contains(node.extendedType.trimmedDescription)
        defer { inMovedExtension = saved }
        return widened(super.visit(node))
    }

    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax {
        depth += 1
        defer { depth -= 1 }
        return super.visit(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }
    override func visit(_ node: TypeAliasDeclSyntax) -> DeclSyntax { widened(super.visit(node)) }

    /// `decl` without `private`/`fileprivate` when it is top-level (depth 0) or a direct member
    /// of an extension of a moved class (depth 1).
    private func widened(_ decl: DeclSyntax) -> DeclSyntax {
        guard depth == 0 || (depth == 1 && inMovedExtension),
            var withModifiers = decl.asProtocol(WithModifiersSyntax.self)
        else { return decl }
        let kept = withModifiers.modifiers.filter {
            !(["private", "fileprivate"].contains($0.name.text) && $0.detail == nil)
        }
        guard kept.count != withModifiers.modifiers.count else { return decl }
        let leading = decl.leadingTrivia
        withModifiers.modifiers = kept
        return (DeclSyntax(withModifiers) ?? decl).with(\.leadingTrivia, leading)
    }
}
