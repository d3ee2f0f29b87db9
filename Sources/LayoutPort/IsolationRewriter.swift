import SwiftSyntax

/// Takes main-actor isolation out of a library's own code. On iOS, UIKit's views and layouts are
/// main-actor isolated, so a library may mark its model `@MainActor` and call it from
/// `prepare()`. LayoutShot's layouts are not isolated — `check` runs documents in parallel, each
/// with its own layout objects on one task — so that call would not compile, even in Swift 5
/// mode. The port therefore drops `@MainActor` from closures (`{ @MainActor in … }`) and function
/// types (`@MainActor () -> Void`); `ObjCAttributeRewriter` drops it from declarations. Calls to
/// `MainActor.assumeIsolated { … }` call LayoutShotUIKit's `LayoutShotIsolation.assumeIsolated`,
/// which runs the body where it is called: the main actor's would trap whenever a parallel
/// `check` runs the layout off the main thread. Code stays confined to the task that uses it,
/// as UIKit code is to the main thread.
final class IsolationRewriter: SyntaxRewriter {
    /// The attribute removed.
    static let attribute = "MainActor"

    init() { super.init(viewMode: .sourceAccurate) }

    /// `{ @MainActor in … }` loses the attribute, and the signature when nothing else is left.
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var closure = visited.as(ClosureExprSyntax.self), var signature = closure.signature else {
            return visited
        }
        let attributes = Self.withoutIsolation(signature.attributes)
        guard attributes.count != signature.attributes.count else { return visited }
        signature.attributes = attributes
        let isEmpty =
            attributes.isEmpty && signature.capture == nil && signature.parameterClause == nil
            && signature.effectSpecifiers == nil && signature.returnClause == nil
        closure.signature = isEmpty ? nil : signature
        return ExprSyntax(closure)
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

    /// `MainActor.assumeIsolated` → `LayoutShotIsolation.assumeIsolated`, which runs its body
    /// on the calling task.
    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard node.declName.baseName.text == "assumeIsolated",
            let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == Self.attribute
        else { return super.visit(node) }
        let replaced = base.with(\.baseName, base.baseName.with(\.tokenKind, .identifier(Self.replacementActor)))
        return ExprSyntax(node.with(\.base, ExprSyntax(replaced)))
    }

    /// The LayoutShotUIKit type whose `assumeIsolated` stands in for the main actor's.
    static let replacementActor = "LayoutShotIsolation"

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
