import SwiftParser
import SwiftSyntax

/// Replaces `#selector(…)`, which needs the Objective-C runtime, with an inert
/// `Selector("…")` naming the same method: LayoutShotUIKit's `Selector` and its target/action
/// stand-ins (`Timer`, `NotificationCenter`) compile and never call it. One timer or observer in
/// a helper therefore no longer stops a whole set from porting; `ProblemScan` warns at each
/// replacement and refuses the runtime queries whose answer would be wrong.
final class SelectorRewriter: SyntaxRewriter {
    /// The calls that ask the runtime about a selector.
    static let runtimeQueries: Set<String> = ["responds", "instancesRespond", "perform"]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector" else { return super.visit(node) }
        var parser = Parser(Self.replacement(for: node))
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `Selector("name")` for `#selector(name)` (also `#selector(getter: name)`), the method
    /// reference as written (names, dots, parentheses and colons: nothing a string escapes).
    static func replacement(for node: MacroExpansionExprSyntax) -> String {
        let reference = node.arguments.last?.expression.trimmedDescription ?? ""
        return "Selector(\"\(reference.filter { $0 != "\"" && $0 != "\\" })\")"
    }

    /// The runtime query `node` is the argument of (`responds` in `x.responds(to: #selector(f))`).
    static func runtimeQuery(around node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.flatMap { runtimeQueries.contains($0) ? $0 : nil }
    }
}
