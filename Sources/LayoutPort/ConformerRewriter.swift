import SwiftParser
import SwiftSyntax

/// Makes the types that adopt a converted protocol keep implementing it: a method that
/// implemented an `optional` requirement answering `T` now answers `T?` (its `return`s still
/// compile, a `T` promotes to `T?`), and a `Void` one answers `Void?` with `return ()`; a
/// property that implemented an optional property requirement of type `T` is declared `T?`
/// (stored or computed, get or get/set; its value and getter still compile). Without this the
/// conformer's member would no longer match the requirement and the `nil` default would
/// silently win: a `var rowSpacing: CGFloat { 8 }` would leave the layout computing with 0.
final class ConformerRewriter: SyntaxRewriter {
    /// The converted requirement keys (`name(label:)`) each type implements, by qualified name.
    private let keysByType: [String: Set<String>]
    /// The declared type of each converted property requirement, by name, for a conformer's
    /// property that states no type (`var rowSpacing = CGFloat(8)`).
    private let propertyTypes: [String: String]
    private var scope: [String] = []
    /// Requirement keys in force for the type being visited.
    private var active: [Set<String>] = []

    /// A rewriter for the types of `keysByType` (from `DeclarationScan.convertedKeysByType`).
    init(keysByType: [String: Set<String>], propertyTypes: [String: String] = [:]) {
        self.keysByType = keysByType
        self.propertyTypes = propertyTypes
        super.init(viewMode: .sourceAccurate)
    }

    private func within(_ name: String, qualified: Bool = false, _ body: () -> DeclSyntax) -> DeclSyntax {
        let saved = scope
        scope = qualified ? [name] : scope + [name]
        active.append(keysByType[scope.joined(separator: ".")] ?? [])
        defer {
            active.removeLast()
            scope = saved
        }
        return body()
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { within(node.name.text) { super.visit(node) } }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { within(node.name.text) { super.visit(node) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { within(node.name.text) { super.visit(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        within(node.extendedType.trimmedDescription, qualified: true) { super.visit(node) }
    }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { DeclSyntax(node) }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard let keys = active.last, !keys.isEmpty,
            keys.contains(OptionalRequirement.key(name: node.name.text, labels: OptionalRequirement.labels(of: node)))
        else { return DeclSyntax(node) }
        let answersNothing = node.signature.returnClause == nil || Self.isVoid(node.signature.returnClause?.type)
        var converted = node.with(\.signature, ProtocolRewriter.optionalAnswer(node.signature))
        if answersNothing, let body = node.body {
            converted.body = VoidReturns.rewrite(body)
        }
        return DeclSyntax(converted)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        // Only the type's own members: a local of the same name inside an initialiser is not one.
        guard let keys = active.last, !keys.isEmpty, node.parent?.parent?.is(MemberBlockItemListSyntax.self) == true,
            !node.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            })
        else { return DeclSyntax(node) }
        var changed = false
        let bindings = node.bindings.map { binding -> PatternBindingSyntax in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), keys.contains(pattern.identifier.text)
            else { return binding }
            if let annotation = binding.typeAnnotation {
                changed = true
                return binding.with(\.typeAnnotation, annotation.with(\.type, annotation.type.madeOptional))
            }
            guard let declared = propertyTypes[pattern.identifier.text] else { return binding }
            changed = true
            var parser = Parser(declared)
            let type = TypeSyntax.parse(from: &parser).madeOptional
            return binding.with(\.pattern, PatternSyntax(pattern.with(\.trailingTrivia, [])))
                .with(
                    \.typeAnnotation,
                    TypeAnnotationSyntax(colon: .colonToken(trailingTrivia: .space), type: type)
                        .with(\.trailingTrivia, pattern.trailingTrivia))
        }
        guard changed else { return DeclSyntax(node) }
        return DeclSyntax(node.with(\.bindings, PatternBindingListSyntax(bindings)))
    }

    private static func isVoid(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        let text = type.trimmedDescription
        return text == "Void" || text == "()"
    }
}

/// A `Void` function body made to answer `Void?`: bare `return`s become `return ()` (not those
/// of nested closures or functions), and `return ()` ends the body when it did not end with a
/// `return`.
enum VoidReturns {
    /// `body` answering `()` on every path.
    static func rewrite(_ body: CodeBlockSyntax) -> CodeBlockSyntax {
        var rewritten = BareReturns(viewMode: .sourceAccurate).rewrite(body).cast(CodeBlockSyntax.self)
        if rewritten.statements.last?.item.is(ReturnStmtSyntax.self) != true {
            let indentation = rewritten.statements.last?.leadingTrivia ?? .newline
            let returnStatement = CodeBlockItemSyntax(
                item: .stmt(
                    StmtSyntax(
                        ReturnStmtSyntax(
                            returnKeyword: .keyword(.return, trailingTrivia: .space),
                            expression: ExprSyntax(TupleExprSyntax(elements: [])))))
            )
            .with(\.leadingTrivia, Trivia(pieces: indentation.filter { $0.isNewline || $0.isSpaceOrTab }))
            rewritten.statements.append(returnStatement)
        }
        return rewritten
    }

    private final class BareReturns: SyntaxRewriter {
        override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
            guard node.expression == nil else { return StmtSyntax(node) }
            return StmtSyntax(
                node.with(\.returnKeyword.trailingTrivia, .space)
                    .with(\.expression, ExprSyntax(TupleExprSyntax(elements: [])))
                    .with(\.trailingTrivia, node.trailingTrivia))
        }
        override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
        override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
    }
}

extension TriviaPiece {
    /// Whether the piece is spaces or tabs.
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
