import SwiftSyntax

/// Takes main-actor isolation out of a library's own code. On iOS, UIKit's views and layouts are
/// main-actor isolated, so a library may mark its model `@MainActor` and call it from
/// `prepare()`. LayoutShot's layouts are not isolated — `check` runs documents in parallel, each
/// with its own layout objects on one task — so that call would not compile, even in Swift 5
/// mode. The port therefore drops `@MainActor` from closures (`{ @MainActor in … }`) and function
/// types (`@MainActor () -> Void`); `ObjCAttributeRewriter` drops it from declarations. Calls to
/// `MainActor.assumeIsolated { … }` become the closure called in place: on Linux it would trap
/// whenever a parallel `check` runs the layout off the main thread, and the body is what it
/// runs on iOS. Code stays confined to the task that uses it, as UIKit code is to the main thread.
final class IsolationRewriter: SyntaxRewriter {
    /// The attribute removed.
    static let attribute = "MainActor"

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClosureSignatureSyntax) -> ClosureSignatureSyntax {
        let visited = super.visit(node)
        return visited.with(\.attributes, Self.withoutIsolation(visited.attributes))
    }

    override func visit(_ node: AttributedTypeSyntax) -> TypeSyntax {
        let visited = super.visit(node)
        guard let attributed = visited.as(AttributedTypeSyntax.self) else { return visited }
        let attributes = Self.withoutIsolation(attributed.attributes)
        guard attributes.count != attributed.attributes.count else { return visited }
        if attributes.isEmpty && attributed.specifiers.isEmpty {
            return attributed.baseType.with(\.leadingTrivia, attributed.leadingTrivia)
        }
        return TypeSyntax(attributed.with(\.attributes, attributes))
    }

    /// `MainActor.assumeIsolated { body }` → `{ body }()`.
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard Self.isAssumeIsolated(node), node.arguments.isEmpty, let closure = node.trailingClosure,
            node.additionalTrailingClosures.isEmpty
        else { return super.visit(node) }
        let body = visit(closure).as(ClosureExprSyntax.self) ?? closure
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(body.with(\.leadingTrivia, node.leadingTrivia)),
            leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken()
        )
        return ExprSyntax(call.with(\.trailingTrivia, node.trailingTrivia))
    }

    /// Whether `node` calls `MainActor.assumeIsolated`.
    static func isAssumeIsolated(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "assumeIsolated"
            && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == attribute
    }

    /// `attributes` without `@MainActor`; the first kept attribute takes a removed first one's
    /// leading trivia.
    private static func withoutIsolation(_ attributes: AttributeListSyntax) -> AttributeListSyntax {
        var kept: [AttributeListSyntax.Element] = []
        var pendingTrivia: Trivia?
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == Self.attribute {
                if kept.isEmpty, pendingTrivia == nil { pendingTrivia = element.leadingTrivia }
                continue
            }
            kept.append(pendingTrivia.map { element.with(\.leadingTrivia, $0) } ?? element)
            pendingTrivia = nil
        }
        return kept.count == attributes.count ? attributes : AttributeListSyntax(kept)
    }
}
