import SwiftParser
import SwiftSyntax

/// Turns an Objective-C protocol's `optional` requirements into Swift: a function answering `T`
/// answers `T?` (a `Void` one `Void?`), a property of type `T` becomes `T?`, and a protocol
/// extension gives each a default of `nil` — "not implemented", which callers tell apart as
/// `delegate?.f?(…)` did on iOS. The extension is added at the end of the file.
final class ProtocolRewriter: SyntaxRewriter {
    private var scope: [String] = []
    private var defaultExtensions: [String] = []

    /// `tree` with its protocols converted and their default extensions appended.
    func port(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        let rewritten = rewrite(tree).cast(SourceFileSyntax.self)
        guard !defaultExtensions.isEmpty else { return rewritten }
        let text = defaultExtensions.joined()
        let appended = Parser.parse(source: text).statements
        return rewritten.with(\.statements, CodeBlockItemListSyntax(Array(rewritten.statements) + Array(appended)))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { scoped(node.name.text) { super.visit(node) } }
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { scoped(node.name.text) { super.visit(node) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { scoped(node.name.text) { super.visit(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        scoped(node.extendedType.trimmedDescription) { super.visit(node) }
    }

    private func scoped(_ name: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        scope.append(name)
        defer { scope.removeLast() }
        return body()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var defaults: [String] = []
        let members = node.memberBlock.members.map(Self.withoutOwnership).map { member -> MemberBlockItemSyntax in
            guard let modifiers = member.decl.modifiers, modifiers.containsOptional else { return member }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let converted = Self.convert(function)
                defaults.append(Self.defaultImplementation(of: converted))
                return member.with(\.decl, DeclSyntax(converted))
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), let converted = Self.convert(variable) {
                defaults.append(Self.defaultImplementation(of: converted))
                return member.with(\.decl, DeclSyntax(converted))
            }
            return member
        }
        guard !defaults.isEmpty else {
            return DeclSyntax(node.with(\.memberBlock.members, MemberBlockItemListSyntax(members)))
        }
        let name = (scope + [node.name.text]).joined(separator: ".")
        let access = node.modifiers.first { ["public", "open", "package"].contains($0.name.text) }
        let accessPrefix = access.map { ($0.name.text == "open" ? "public" : $0.name.text) + " " } ?? ""
        defaultExtensions.append(
            """


            /// Defaults for the requirements Objective-C declared `optional`: nil means "not
            /// implemented" (added by layoutshot-port).
            \(accessPrefix)extension \(name) {
            \(defaults.map { "    \($0)" }.joined(separator: "\n"))
            }

            """)
        return DeclSyntax(node.with(\.memberBlock.members, MemberBlockItemListSyntax(members)))
    }

    /// A property requirement without `weak` or `unowned`, which Swift 6 refuses in a protocol
    /// (Swift 5 warns): the conforming declaration says how it holds the value.
    private static func withoutOwnership(_ member: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { return member }
        let ownership: [TokenKind] = [.keyword(.weak), .keyword(.unowned)]
        let all = Array(variable.modifiers)
        guard let index = all.firstIndex(where: { ownership.contains($0.name.tokenKind) }) else { return member }
        var kept = all
        kept.remove(at: index)
        var stripped = variable.with(\.modifiers, DeclModifierListSyntax(kept))
        // The removed modifier's leading trivia (indentation, doc comment) moves to what follows.
        if index < kept.count {
            kept[index].leadingTrivia = all[index].leadingTrivia
            stripped.modifiers = DeclModifierListSyntax(kept)
        } else if kept.isEmpty {
            stripped.bindingSpecifier.leadingTrivia = all[index].leadingTrivia
        } else {
            stripped.bindingSpecifier.leadingTrivia = []
            kept[kept.count - 1].trailingTrivia = all[index].trailingTrivia
            stripped.modifiers = DeclModifierListSyntax(kept)
        }
        return member.with(\.decl, DeclSyntax(stripped))
    }

    /// The function without `optional`, answering an Optional (`Void?` when it answered nothing).
    static func convert(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        let modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
        var converted = function.with(\.modifiers, modifiers)
        converted.signature = optionalAnswer(function.signature)
        return converted
    }

    /// `signature` answering an Optional of what it answered (`Void?` for nothing).
    static func optionalAnswer(_ signature: FunctionSignatureSyntax) -> FunctionSignatureSyntax {
        if let returnClause = signature.returnClause {
            return signature.with(\.returnClause, returnClause.with(\.type, returnClause.type.madeOptional))
        }
        let voidOptional = TypeSyntax(
            OptionalTypeSyntax(wrappedType: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Void")))))
        let clause = ReturnClauseSyntax(
            arrow: .arrowToken(leadingTrivia: .space, trailingTrivia: .space), type: voidOptional)
        return signature.with(\.parameterClause.rightParen.trailingTrivia, [])
            .with(\.returnClause, clause.with(\.trailingTrivia, signature.trailingTrivia))
    }

    /// The property without `optional`, of Optional type; nil when it declares several names or
    /// no type.
    static func convert(_ variable: VariableDeclSyntax) -> VariableDeclSyntax? {
        guard variable.bindings.count == 1, var binding = variable.bindings.first,
            let annotation = binding.typeAnnotation
        else { return nil }
        binding.typeAnnotation = annotation.with(\.type, annotation.type.madeOptional)
        let modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
        return variable.with(\.modifiers, modifiers).with(\.bindings, PatternBindingListSyntax([binding]))
    }

    /// Whether a protocol property requirement has a setter (`{ get set }`).
    static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { return false }
        return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    private static func defaultImplementation(of function: FunctionDeclSyntax) -> String {
        let bare = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
        return "\(bare.trimmedDescription) { nil }"
    }

    /// `nil` for a `{ get }` property; a settable one also ignores what is set, as there is no
    /// storage behind "not implemented".
    private static func defaultImplementation(of variable: VariableDeclSyntax) -> String {
        guard let binding = variable.bindings.first, let type = binding.typeAnnotation?.type else { return "" }
        let declaration = "var \(binding.pattern.trimmedDescription): \(type.trimmedDescription)"
        return declaration + (isSettable(binding) ? " { get { nil } set {} }" : " { nil }")
    }
}
