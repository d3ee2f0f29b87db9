import SwiftParser
import SwiftSyntax

/// Rewrites the imports of Apple-only modules: `UIKit` (and its submodules) and `AVFoundation`
/// (which layout code imports for `AVMakeRect`, in LayoutShotUIKit) become `LayoutShotUIKit`;
/// `CoreGraphics`, `QuartzCore`, `CoreFoundation`, `Darwin` and `ObjectiveC` become
/// `Foundation`. An import that repeats an earlier one is dropped, its comments kept for the
/// next statement. A file with no import at all — a framework's file that saw UIKit through
/// its umbrella header — gets `import LayoutShotUIKit`.
enum ImportRewriter {
    /// The module each Apple-only module is replaced with.
    static let replacements: [String: String] = [
        "UIKit": "LayoutShotUIKit", "AVFoundation": "LayoutShotUIKit", "CoreGraphics": "Foundation",
        "QuartzCore": "Foundation", "CoreFoundation": "Foundation", "Darwin": "Foundation",
        "ObjectiveC": "Foundation",
    ]

    /// `tree` with its imports rewritten (also those inside `#if` blocks) and repeated top-level
    /// imports dropped. (`ConditionRewriter` renames the modules of `canImport` conditions.)
    /// With `addingUIKit`, a file that imports only Foundation (a helper with a `#selector`
    /// timer, now LayoutShotUIKit's `Selector`) gets `import LayoutShotUIKit` too.
    static func port(_ tree: SourceFileSyntax, addingUIKit: Bool = false) -> SourceFileSyntax {
        var rewritten = NestedRewriter(viewMode: .sourceAccurate).rewrite(tree).cast(SourceFileSyntax.self)
        let importsUIKit = rewritten.statements.contains {
            $0.item.as(DeclSyntax.self)?.as(ImportDeclSyntax.self)?.path.first?.name.text == "LayoutShotUIKit"
        }
        var statements = Array(rewritten.statements)
        if let first = statements.first, !ImportFinder.containsImport(rewritten) {
            // The file's opening comments stay at its top, above the import.
            var parser = Parser("import LayoutShotUIKit\n")
            var added = Array(SourceFileSyntax.parse(from: &parser).statements)
            added[0] = added[0].with(\.leadingTrivia, first.leadingTrivia)
            statements[0] = first.with(\.leadingTrivia, .newlines(2))
            statements.insert(contentsOf: added, at: 0)
            rewritten.statements = CodeBlockItemListSyntax(statements)
            return rewritten
        }
        if addingUIKit, !importsUIKit,
            let index = statements.firstIndex(where: \.isImport)
        {
            var parser = Parser("\nimport LayoutShotUIKit")
            statements.insert(contentsOf: SourceFileSyntax.parse(from: &parser).statements, at: index + 1)
            rewritten.statements = CodeBlockItemListSyntax(statements)
        }
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

    /// A whole-module import of a replaced module names its replacement; a declaration import
    /// (`import class QuartzCore.CALayer`, `import struct CoreGraphics.CGFloat`) imports
    /// LayoutShotUIKit whole, where the declaration's stand-in lives.
    private static func rewrite(_ importDecl: ImportDeclSyntax) -> ImportDeclSyntax {
        guard let first = importDecl.path.first, let replacement = replacements[first.name.text] else {
            return importDecl
        }
        let isDeclarationImport = importDecl.importKindSpecifier != nil
        let component = ImportPathComponentSyntax(
            name: .identifier(
                isDeclarationImport ? "LayoutShotUIKit" : replacement,
                leadingTrivia: first.name.leadingTrivia),
            trailingTrivia: importDecl.path.last?.trailingTrivia ?? [])
        return importDecl.with(\.importKindSpecifier, nil).with(\.path, ImportPathComponentListSyntax([component]))
    }
}

extension CodeBlockItemSyntax {
    /// Whether the statement is an `import` (at the top level, outside `#if`).
    fileprivate var isImport: Bool { item.as(DeclSyntax.self)?.is(ImportDeclSyntax.self) ?? false }
}

/// Finds an `import` anywhere in a file, `#if` blocks included.
private final class ImportFinder: SyntaxVisitor {
    private var found = false

    static func containsImport(_ tree: SourceFileSyntax) -> Bool {
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    // Declarations cannot hold imports: no need to look inside them.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
