import SwiftSyntax

/// `--reduce`: the bodies of the types no layout needs (`LayoutReach`) trap, so that only their
/// signatures need LayoutShotUIKit. A view controller's alert, a button's haptics or a control's
/// drawing then compile whatever UIKit they call, and calling them stops the program with a
/// message naming the type.
///
/// Functions, initializers, subscripts and computed properties get a `fatalError` body;
/// observers and deinitializers an empty one (no instance exists to run them). A stored
/// property declared with a type, or initialised by calling one (`let feedback =
/// UIImpactFeedbackGenerator(style: .light)`), keeps the type and traps in its initial value;
/// other initial values stay, as does the body of a function returning an opaque type (`some
/// P`), which needs its body's type. Private and file-private members that override nothing go:
/// only the type's own bodies could use them, and those no longer do. Everything else keeps its
/// declaration, inheritance and conformances, so the rest of the module compiles against the
/// same names.
final class UnreachedBodyRewriter: SyntaxRewriter {
    private let reduced: Set<String>
    private var message: String = ""

    /// A rewriter of the top-level declarations of `reduced` and their extensions.
    init(reduced: Set<String>) {
        self.reduced = reduced
        super.init(viewMode: .sourceAccurate)
    }

    /// What the traps say for a type.
    private static func trapMessage(_ type: String) -> String {
        "layoutshot-port --reduce: \(type) is not reached from the module's layouts"
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var file = node
        file.statements = CodeBlockItemListSyntax(
            node.statements.map { item in
                guard let decl = item.item.as(DeclSyntax.self), let name = LayoutReach.typeName(of: decl),
                    reduced.contains(name)
                else { return item }
                message = Self.trapMessage(name)
                var reducedItem = item
                reducedItem.item = .decl(rewrite(decl).cast(DeclSyntax.self))
                return reducedItem
            })
        return file
    }

    private var trap: CodeBlockSyntax {
        CodeBlockSyntax(
            leftBrace: .leftBraceToken(trailingTrivia: .space),
            statements: [CodeBlockItemSyntax(item: .expr(trapCall))],
            rightBrace: .rightBraceToken(leadingTrivia: .space))
    }

    private var trapCall: ExprSyntax { ExprSyntax("fatalError(\(literal: message))") }

    private func trapping(_ body: CodeBlockSyntax?) -> CodeBlockSyntax? {
        guard let body else { return nil }
        return trap.with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia)
    }

    private func emptied(_ body: CodeBlockSyntax?) -> CodeBlockSyntax? {
        guard let body else { return nil }
        return CodeBlockSyntax(leftBrace: .leftBraceToken(), statements: [], rightBrace: .rightBraceToken())
            .with(\.leadingTrivia, body.leadingTrivia).with(\.trailingTrivia, body.trailingTrivia)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        super.visit(MemberBlockItemListSyntax(node.filter { !Self.isPrivateHelper($0.decl) }))
    }

    /// Whether a member is private or file-private, overrides nothing and is not an initializer
    /// (a type's only initializer may be private).
    private static func isPrivateHelper(_ decl: DeclSyntax) -> Bool {
        guard decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self),
            let modifiers = decl.modifiers, !modifiers.containsOverride
        else { return false }
        return modifiers.contains { modifier in
            [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if let returned = node.signature.returnClause?.type, returned.is(SomeOrAnyTypeSyntax.self),
            returned.trimmedDescription.hasPrefix("some")
        {
            return DeclSyntax(node)
        }
        return DeclSyntax(node.with(\.body, trapping(node.body)))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(node.with(\.body, trapping(node.body)))
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(node.with(\.body, emptied(node.body)))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(node.with(\.accessorBlock, node.accessorBlock.map(reduced(_:))))
    }

    override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
        var binding = node
        if let block = node.accessorBlock { binding.accessorBlock = reduced(block) }
        guard let initializer = node.initializer, !initializer.value.isLiteral else { return binding }
        if node.typeAnnotation == nil {
            guard let type = initializer.value.constructedType else { return binding }
            binding.pattern = binding.pattern.with(\.trailingTrivia, [])
            binding.typeAnnotation = TypeAnnotationSyntax(
                colon: .colonToken(trailingTrivia: .space), type: type.with(\.trailingTrivia, .space))
        }
        let value = ExprSyntax("{ \(trapCall) }()")
        binding.initializer = initializer.with(\.value, value.with(\.trailingTrivia, initializer.value.trailingTrivia))
        return binding
    }

    /// Closures in a reduced type's other places (default arguments) are left alone.
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

    private func reduced(_ block: AccessorBlockSyntax) -> AccessorBlockSyntax {
        switch block.accessors {
        case .getter:
            return AccessorBlockSyntax(
                leftBrace: .leftBraceToken(trailingTrivia: .space), accessors: .getter(trap.statements),
                rightBrace: .rightBraceToken(leadingTrivia: .space)
            ).with(\.leadingTrivia, block.leadingTrivia).with(\.trailingTrivia, block.trailingTrivia)
        case .accessors(let accessors):
            let observers: [TokenKind] = [.keyword(.willSet), .keyword(.didSet)]
            return block.with(
                \.accessors,
                .accessors(
                    AccessorDeclListSyntax(
                        accessors.map { accessor in
                            observers.contains(accessor.accessorSpecifier.tokenKind)
                                ? accessor.with(\.body, emptied(accessor.body))
                                : accessor.with(\.body, trapping(accessor.body))
                        })))
        }
    }
}

extension ExprSyntax {
    /// The type a call constructs when its callee names one (`UILabel()`,
    /// `Generator<Int>(seed: 1)`): a capitalised name, as types are spelled.
    fileprivate var constructedType: TypeSyntax? {
        guard let call = self.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
            let base = member.base
        {
            callee = base
        }
        let name: TokenSyntax
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            name = reference.baseName
        } else {
            return nil
        }
        guard name.text.first?.isUppercase == true else { return nil }
        return TypeSyntax(stringLiteral: callee.trimmedDescription)
    }

    /// Whether the expression is a literal (a number, a string, a Boolean, `nil`), possibly negated.
    fileprivate var isLiteral: Bool {
        if let prefix = self.as(PrefixOperatorExprSyntax.self) { return prefix.expression.isLiteral }
        return self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
            || self.is(StringLiteralExprSyntax.self) || self.is(BooleanLiteralExprSyntax.self)
            || self.is(NilLiteralExprSyntax.self)
    }
}
