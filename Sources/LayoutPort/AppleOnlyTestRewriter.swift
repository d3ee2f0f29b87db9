import SwiftParser
import SwiftSyntax

/// An `if` whose conditions name a type the port keeps inactive (`AppleOnlyFile`): such code
/// tests whether a value is one of a SwiftUI wrapper's types,
///
///     if #available(iOS 14.0, *), let item = pagingItem as? PageItem { … } else { … }
///
/// On Linux no value of that type can exist, so the test fails: the port keeps the `if` for iOS
/// and its `else` for Linux, `#if canImport(SwiftUI)` `if …` `#else` the `else` body `#endif`.
final class AppleOnlyTestRewriter: SyntaxRewriter {
    /// The framework each inactive type needs, by name.
    private let frameworks: [String: String]

    init(frameworks: [String: String]) {
        self.frameworks = frameworks
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        guard !frameworks.isEmpty else { return visited }
        var items: [CodeBlockItemSyntax] = []
        var changed = false
        for item in visited {
            guard let ifExpr = Self.ifStatement(item), let framework = framework(testedBy: ifExpr) else {
                items.append(item)
                continue
            }
            changed = true
            items += Self.guarded(item, ifExpr, framework: framework)
        }
        return changed ? CodeBlockItemListSyntax(items) : visited
    }

    /// The `if` an item is, as a statement.
    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? item.item.as(ExprSyntax.self)?.as(IfExprSyntax.self)
    }

    /// The framework of the first inactive type `ifExpr`'s conditions name.
    private func framework(testedBy ifExpr: IfExprSyntax) -> String? {
        for token in ifExpr.conditions.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, let framework = frameworks[name] { return framework }
        }
        return nil
    }

    /// `#if canImport(framework)` the `if` `#else` its `else` body `#endif`.
    private static func guarded(_ item: CodeBlockItemSyntax, _ ifExpr: IfExprSyntax, framework: String)
        -> [CodeBlockItemSyntax]
    {
        let indentation =
            item.leadingTrivia.pieces.last.flatMap { piece -> String? in
                if case .spaces(let count) = piece { return String(repeating: " ", count: count) }
                return nil
            } ?? ""
        let elseText: String
        switch ifExpr.elseBody {
        case .codeBlock(let block)?: elseText = block.statements.description
        case .ifExpr(let elseIf)?: elseText = "\n" + indentation + elseIf.trimmedDescription
        case nil: elseText = ""
        }
        let text =
            "\n#if canImport(\(framework))\n" + indentation + item.trimmedDescription
            + (elseText.isEmpty ? "" : "\n#else" + elseText) + "\n#endif"
        var parser = Parser(text)
        var parsed = Array(SourceFileSyntax.parse(from: &parser).statements)
        if let first = parsed.first {
            parsed[0] = first.with(\.leadingTrivia, Trivia(pieces: item.leadingTrivia.pieces.filter(\.isNewline)))
        }
        return parsed
    }
}
