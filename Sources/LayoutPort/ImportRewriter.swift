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

    /// `tree` with its imports rewritten (also those inside `#if` blocks) and repeated top-level
    /// imports dropped. (`ConditionRewriter` renames the modules of `canImport` conditions.)
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

    /// Replaces modules in every import.
    private final class NestedRewriter: SyntaxRewriter {
        override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
            DeclSyntax(ImportRewriter.rewrite(node))
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
