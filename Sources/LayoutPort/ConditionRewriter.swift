import SwiftSyntax

/// Rewrites `#if` conditions so that the Linux compiler picks the branches the porter evaluated
/// as active (`PortConfiguration`): `canImport(UIKit)` — also inside a compound condition such as
/// `canImport(UIKit) && !os(watchOS)` — names the module that replaces it (`LayoutShotUIKit`;
/// `Foundation` for CoreGraphics and the like), and when iOS branches are ported each `os(…)`
/// becomes the literal it was evaluated as (`os(iOS)` → `true`).
final class ConditionRewriter: SyntaxRewriter {
    private let configuration: PortConfiguration

    /// A rewriter for `configuration`.
    init(configuration: PortConfiguration) {
        self.configuration = configuration
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var clause = super.visit(node)
        if let condition = clause.condition {
            clause.condition = PlatformCheckRewriter(configuration: configuration).rewrite(condition).cast(
                ExprSyntax.self)
        }
        return clause
    }

    /// Rewrites the platform checks of one condition.
    private final class PlatformCheckRewriter: SyntaxRewriter {
        let configuration: PortConfiguration

        init(configuration: PortConfiguration) {
            self.configuration = configuration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard let function = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
            else { return ExprSyntax(node) }
            let name = argument.baseName.text
            if function == "canImport", let replacement = ImportRewriter.replacements[name] {
                let renamed = argument.with(\.baseName, argument.baseName.with(\.tokenKind, .identifier(replacement)))
                var arguments = node.arguments
                if let first = arguments.first {
                    arguments = arguments.with(\.[arguments.startIndex], first.with(\.expression, ExprSyntax(renamed)))
                }
                return ExprSyntax(node.with(\.arguments, arguments))
            }
            if function == "os", configuration.iOSBranches {
                let value = (try? configuration.isActiveTargetOS(name: name)) ?? false
                let literal = BooleanLiteralExprSyntax(literal: .keyword(value ? .true : .false))
                return ExprSyntax(
                    literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
            }
            return ExprSyntax(node)
        }
    }
}
