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

    /// `tree` with its top-level imports rewritten.
    static func port(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        var seen: Set<String> = []
        var items: [CodeBlockItemSyntax] = []
        var pendingTrivia: Trivia = []
        for item in tree.statements {
            guard let importDecl = item.item.as(DeclSyntax.self)?.as(ImportDeclSyntax.self) else {
                items.append(item.with(\.leadingTrivia, pendingTrivia + item.leadingTrivia))
                pendingTrivia = []
                continue
            }
            let rewritten = rewrite(importDecl)
            let identity = rewritten.with(\.leadingTrivia, []).with(\.trailingTrivia, []).trimmedDescription
            if seen.insert(identity).inserted {
                let decl = rewritten.with(\.leadingTrivia, pendingTrivia + rewritten.leadingTrivia)
                items.append(item.with(\.item, .decl(DeclSyntax(decl))))
                pendingTrivia = []
            } else {
                pendingTrivia = pendingTrivia + Trivia(pieces: importDecl.leadingTrivia.filter(\.isComment))
            }
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(items))
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
