import SwiftSyntax

/// Makes the types that adopt a converted protocol keep implementing it: a method that
/// implemented an `optional` requirement answering `T` now answers `T?` (its `return`s still
/// compile, a `T` promotes to `T?`), and a `Void` one answers `Void?` with `return ()`. Without
/// this the conformer's method would no longer match the requirement and the `nil` default would
/// silently win.
final class ConformerRewriter: SyntaxRewriter {
    /// The converted requirement keys (`name(label:)`) each type implements, by qualified name.
    private let keysByType: [String: Set<String>]
    private var scope: [String] = []
    /// Requirement keys in force for the type being visited.
    private var active: [Set<String>] = []

    /// A rewriter for the types of `keysByType` (from `DeclarationScan.convertedKeysByType`).
    init(keysByType: [String: Set<String>]) {
        self.keysByType = keysByType
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
