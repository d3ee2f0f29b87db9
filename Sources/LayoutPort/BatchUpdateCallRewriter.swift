import SwiftSyntax

/// `collectionView.performBatchUpdates({ … })` and `collectionView.performBatchUpdates { … }`
/// become `performBatchUpdates({ … }, completion: nil)`. LayoutShot's engine has its own
/// throwing `performBatchUpdates(in:_:)`, whose closure is not Optional, so Swift binds a
/// one-closure call there ("call can throw, but it is not marked with 'try'"); naming the
/// completion binds it to UIKit's `performBatchUpdates(_:completion:)`, as on iOS. A call
/// marked `try` was not written for UIKit and is left alone.
final class BatchUpdateCallRewriter: SyntaxRewriter {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self), Self.isBatchUpdateCall(node), !Self.isTried(node)
        else { return visited }
        let closure: ExprSyntax
        if let only = call.arguments.first, call.arguments.count == 1, only.label == nil, call.trailingClosure == nil,
            only.expression.is(ClosureExprSyntax.self)
        {
            closure = only.expression
        } else if call.arguments.isEmpty, let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            closure = ExprSyntax(trailing.with(\.leadingTrivia, []))
            call.trailingClosure = nil
            call.calledExpression = call.calledExpression.with(\.trailingTrivia, [])
        } else {
            return visited
        }
        let trailingTrivia = call.trailingTrivia
        call.leftParen = .leftParenToken()
        call.arguments = [
            LabeledExprSyntax(expression: closure, trailingComma: .commaToken(trailingTrivia: .space)),
            LabeledExprSyntax(
                label: .identifier("completion"), colon: .colonToken(trailingTrivia: .space),
                expression: ExprSyntax(NilLiteralExprSyntax())),
        ]
        call.rightParen = .rightParenToken()
        return ExprSyntax(call.with(\.trailingTrivia, trailingTrivia))
    }

    /// Whether `node` calls a method named `performBatchUpdates`.
    private static func isBatchUpdateCall(_ node: FunctionCallExprSyntax) -> Bool {
        let name =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "performBatchUpdates"
    }

    /// Whether `node` is the operand of a `try` (directly or through `await`).
    private static func isTried(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent, current.is(AwaitExprSyntax.self) || current.is(TryExprSyntax.self) {
            if current.is(TryExprSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }
}
