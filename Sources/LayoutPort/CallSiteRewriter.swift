import SwiftSyntax

/// Rewrites calls of Objective-C optional requirements for their Swift form:
/// `delegate?.f?(…)` → `delegate?.f(…)` (the answer is already Optional, or has a default), and
/// `delegate.f!(…)` → `delegate.f(…)!` (or `delegate.f(…)` when the requirement has a default).
///
/// Only names of known optional requirements with matching argument labels are touched, so
/// calls of optional closures (`onTap?()`) keep their `?`.
final class CallSiteRewriter: SyntaxRewriter {
    private let requirements: [String: OptionalRequirement]

    /// A rewriter for calls of `requirements` (by key).
    init(requirements: [String: OptionalRequirement]) {
        self.requirements = requirements
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        let labels = call.arguments.map { $0.label?.text ?? "_" } + call.trailingClosureLabels
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            requirement(member, labels) != nil
        {
            return ExprSyntax(call.with(\.calledExpression, ExprSyntax(member.with(\.trailingTrivia, []))))
        }
        if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self),
            let member = forced.expression.as(MemberAccessExprSyntax.self),
            let requirement = requirement(member, labels)
        {
            let unforced = call.with(\.calledExpression, ExprSyntax(member.with(\.trailingTrivia, [])))
            guard requirement.answersOptional else { return ExprSyntax(unforced) }
            return ExprSyntax(
                ForceUnwrapExprSyntax(expression: ExprSyntax(unforced.with(\.trailingTrivia, [])))
                    .with(\.trailingTrivia, unforced.trailingTrivia))
        }
        return visited
    }

    /// The requirement `member` called with `labels` names, if any.
    private func requirement(_ member: MemberAccessExprSyntax, _ labels: [String]) -> OptionalRequirement? {
        requirements[OptionalRequirement.key(name: member.declName.baseName.text, labels: labels)]
    }
}

extension FunctionCallExprSyntax {
    /// The labels trailing closures stand for: `_` for the first, their own for the others.
    var trailingClosureLabels: [String] {
        guard trailingClosure != nil else { return [] }
        return ["_"] + additionalTrailingClosures.map(\.label.text)
    }
}
