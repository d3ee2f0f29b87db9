import SwiftSyntax

/// A ported optional requirement that answers a value always exists (answering nil when not
/// implemented), so code that looked it up unapplied to see whether it was implemented,
///
///     guard let shouldHighlight = delegate?.pagerView(_:shouldHighlightItemAt:) else { return true }
///     return shouldHighlight(self, index)
///
/// now gets a function answering `Bool?`. The port keeps the meaning: a `return` of the bound
/// function's call after such a `guard` falls back to the `guard`'s own answer,
/// `return shouldHighlight(self, index) ?? true`, which is what an unimplemented method gave.
final class UnappliedRequirementRewriter: SyntaxRewriter {
    private let requirements: [String: OptionalRequirement]

    /// A rewriter for unapplied references to `requirements` (by key).
    init(requirements: [String: OptionalRequirement]) {
        self.requirements = requirements
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var fallbacks: [String: ExprSyntax] = [:]
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            if let guardStmt = item.item.as(GuardStmtSyntax.self), let (name, fallback) = binding(guardStmt) {
                fallbacks[name] = fallback
                items.append(item)
            } else if let returnStmt = item.item.as(ReturnStmtSyntax.self), let call = returnStmt.expression,
                let name = call.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
                    .baseName.text,
                let fallback = fallbacks[name]
            {
                let falling = InfixOperatorExprSyntax(
                    leftOperand: call.with(\.trailingTrivia, .space),
                    operator: BinaryOperatorExprSyntax(operator: .binaryOperator("??", trailingTrivia: .space)),
                    rightOperand: fallback.trimmed
                ).with(\.trailingTrivia, call.trailingTrivia)
                items.append(item.with(\.item, .stmt(StmtSyntax(returnStmt.with(\.expression, ExprSyntax(falling))))))
            } else {
                items.append(item)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// The name a `guard let name = <unapplied ported requirement> else { return value }` binds
    /// and its `value`.
    private func binding(_ guardStmt: GuardStmtSyntax) -> (String, ExprSyntax)? {
        guard guardStmt.conditions.count == 1,
            case .optionalBinding(let binding) = guardStmt.conditions.first?.condition,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, refersToAnsweringRequirement(value),
            guardStmt.body.statements.count == 1,
            let fallback = guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression
        else { return nil }
        return (name, fallback)
    }

    /// Whether `expression` is an unapplied reference (`delegate?.f(_:g:)`) to a ported
    /// requirement that answers an Optional.
    private func refersToAnsweringRequirement(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let arguments = member.declName.argumentNames
        else { return false }
        let labels = arguments.arguments.map(\.name.text)
        return requirements[OptionalRequirement.key(name: member.declName.baseName.text, labels: labels)]?
            .answersOptional == true
    }
}
