import SwiftSyntax

/// Rewrites the imports of Apple-only modules: `UIKit` (and its submodules) becomes
/// `LayoutShotUIKit`; `CoreGraphics`, `QuartzCore`, `CoreFoundation`, `Darwin` and
/// `ObjectiveC` become `Foundation`. An import that repeats an earlier one is dropped, its
/// comments kept for the next statement.
enum ImportRewriter {
    /// The module each Apple-only module is replaced with.
    static let replacements: [String: String] = [
        "UIKit": "LayoutShotUIKit", "CoreGraphics": "Foundation", "QuartzCore": "Foundation",
        "CoreFoundation": "Foundation", "Darwin": "Foundation", "ObjectiveC": "Foundation",
    ]

    /// `tree` with its imports rewritten (also those inside `#if` blocks), repeated top-level
    /// imports dropped, and `#if canImport(UIKit)` turned into `#if canImport(LayoutShotUIKit)`
    /// so that code guarded by it is compiled.
    static func port(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        let rewritten = NestedRewriter(viewMode: .sourceAccurate).rewrite(tree).cast(SourceFileSyntax.self)
        return deduplicated(rewritten)
    }

    private static func deduplicated(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        var seen: Set<String> = []
        var items: [CodeBlockItemSyntax] = []
        var pendingTrivia: Trivia = []
        for item in tree.statements {
            guard let importDecl = item.item.as(DeclSyntax.self)?.as(ImportDeclSyntax.self) else {
                items.append(item.with(\.leadingTrivia, pendingTrivia + item.leadingTrivia))
                pendingTrivia = []
                continue
            }
            let identity = importDecl.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
            if seen.insert(identity).inserted {
                items.append(item.with(\.leadingTrivia, pendingTrivia + item.leadingTrivia))
                pendingTrivia = []
            } else {
                pendingTrivia = pendingTrivia + Trivia(pieces: importDecl.leadingTrivia.filter(\.isComment))
            }
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// Replaces modules in every import and `canImport(UIKit)` in every `#if` condition.
    private final class NestedRewriter: SyntaxRewriter {
        override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
            DeclSyntax(ImportRewriter.rewrite(node))
        }

        override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
            var clause = super.visit(node)
            if let condition = clause.condition, condition.trimmedDescription == "canImport(UIKit)" {
                clause.condition = ModuleRenamer(viewMode: .sourceAccurate).rewrite(condition).cast(ExprSyntax.self)
            }
            return clause
        }
    }

    /// Renames `UIKit` to `LayoutShotUIKit` in a `canImport(UIKit)` condition.
    private final class ModuleRenamer: SyntaxRewriter {
        override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
            guard node.baseName.text == "UIKit" else { return ExprSyntax(node) }
            return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier("LayoutShotUIKit"))))
        }
    }

    private static func rewrite(_ importDecl: ImportDeclSyntax) -> ImportDeclSyntax {
        guard importDecl.importKindSpecifier == nil, let first = importDecl.path.first,
            let replacement = replacements[first.name.text]
        else { return importDecl }
        let component = ImportPathComponentSyntax(
            name: .identifier(replacement, leadingTrivia: first.name.leadingTrivia),
            trailingTrivia: importDecl.path.last?.trailingTrivia ?? [])
        return importDecl.with(\.path, ImportPathComponentListSyntax([component]))
    }
}
