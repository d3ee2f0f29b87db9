import SwiftIfConfig
import SwiftSyntax

/// Moves the `override`s declared in extensions into the body of their class, across files:
/// Swift on Linux rejects overrides in extensions ("overriding non-@objc declarations from
/// extensions is not supported"), while in a class body they mean the same.
///
/// A member inside an `#if` block moves with the whole block. Members that do not override stay
/// where they were; an extension left with no members and no conformances is removed, its
/// comments (`// MARK: …`) going with the first member moved out of it.
///
/// An override in an extension of a class from outside the port (`extension UICollectionViewCell
/// { override func hitTest … }`) has no body to move to. When it handles events, which headless
/// views never receive, it is dropped, and `ProblemScan` warns; any other is an error.
struct ExtensionOverrideMover {
    /// The classes of the port, by qualified name.
    let classNames: Set<String>
    /// How `#if` conditions are evaluated: overrides in inactive branches stay where they are.
    let configuration: PortConfiguration
    /// Members taken out of extensions, by class, in the order found.
    private(set) var moved: [String: [MemberBlockItemSyntax]] = [:]

    /// A mover for extensions of `classNames`.
    init(classNames: Set<String>, configuration: PortConfiguration = PortConfiguration()) {
        self.classNames = classNames
        self.configuration = configuration
    }

    /// Whether `extension` is one the mover empties of overrides.
    func isMovable(_ extensionDecl: ExtensionDeclSyntax) -> Bool {
        classNames.contains(extensionDecl.extendedType.trimmedDescription) && extensionDecl.genericWhereClause == nil
    }

    /// Whether an `#if` clause is compiled once ported: it is the clause its `#if` picks under
    /// `configuration` (`canImport(UIKit)`, `os(Linux)`, a compound condition, `#else` after
    /// `os(iOS)`…). Overrides in the other clauses stay where they are: Linux does not compile them.
    static func isCompiledWhenPorted(_ clause: IfConfigClauseSyntax, in configuration: PortConfiguration) -> Bool {
        guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        return ifConfig.activeClause(in: configuration).clause?.id == clause.id
    }

    /// The event-handling methods UIKit calls on views and LayoutShot never does: hit testing,
    /// touches, presses, motion and the responder chain.
    static let eventHandlers: Set<String> = [
        "hitTest", "point", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "touchesEstimatedPropertiesUpdated", "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        "motionBegan", "motionEnded", "motionCancelled", "canPerformAction", "target", "becomeFirstResponder",
        "resignFirstResponder", "remoteControlReceived",
    ]

    /// Whether `member` is an override of an event handler, so that in an extension of a class
    /// outside the port it can be dropped: LayoutShot never calls it.
    static func isDroppableOutsideThePort(_ member: MemberBlockItemSyntax) -> Bool {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
        return function.modifiers.containsOverride && eventHandlers.contains(function.name.text)
    }

    /// Whether `member` overrides, or is an `#if` block that holds an override.
    static func overrides(_ member: MemberBlockItemSyntax) -> Bool {
        if let modifiers = member.decl.modifiers { return modifiers.containsOverride }
        guard member.decl.is(IfConfigDeclSyntax.self) else { return false }
        return member.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.override) }
    }

    /// `tree` with the overrides taken out of the extensions of the port's classes, and the
    /// classes that received members from it.
    mutating func extract(from tree: SourceFileSyntax) -> (tree: SourceFileSyntax, classes: Set<String>) {
        let extractor = Extractor(mover: self)
        let result = extractor.rewrite(tree).cast(SourceFileSyntax.self)
        for (name, members) in extractor.moved { moved[name, default: []] += members }
        return (result, Set(extractor.moved.keys))
    }

    /// `tree` with the moved members appended to their classes' bodies.
    func insert(into tree: SourceFileSyntax) -> SourceFileSyntax {
        Inserter(moved: moved).rewrite(tree).cast(SourceFileSyntax.self)
    }

    private final class Extractor: SyntaxRewriter {
        let mover: ExtensionOverrideMover
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        /// Whether the `#if` clauses around the node being visited are all compiled once ported.
        private var compiled: [Bool] = []

        init(mover: ExtensionOverrideMover) {
            self.mover = mover
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
            compiled.append(ExtensionOverrideMover.isCompiledWhenPorted(node, in: mover.configuration))
            defer { compiled.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            guard !compiled.contains(false) else { return super.visit(node) }
            var items: [CodeBlockItemSyntax] = []
            for item in node {
                guard let extensionDecl = item.item.as(DeclSyntax.self)?.as(ExtensionDeclSyntax.self) else {
                    items.append(visit(item))
                    continue
                }
                guard mover.isMovable(extensionDecl) else {
                    if let kept = Self.droppingEventHandlers(from: extensionDecl) {
                        items.append(kept == extensionDecl ? visit(item) : item.with(\.item, .decl(DeclSyntax(kept))))
                    }
                    continue
                }
                if let kept = extract(extensionDecl) {
                    items.append(item.with(\.item, .decl(DeclSyntax(kept))))
                }
            }
            return CodeBlockItemListSyntax(items)
        }

        /// The extension without its overrides, or nil when nothing is left of it.
        private func extract(_ extensionDecl: ExtensionDeclSyntax) -> ExtensionDeclSyntax? {
            let members = extensionDecl.memberBlock.members
            var taken = Array(members.filter(ExtensionOverrideMover.overrides))
            guard !taken.isEmpty else { return extensionDecl }
            let kept = members.filter { !ExtensionOverrideMover.overrides($0) }
            let removed = kept.isEmpty && extensionDecl.inheritanceClause == nil
            if removed {
                taken[taken.startIndex] = Self.carrying(extensionDecl.leadingTrivia, into: taken[taken.startIndex])
            }
            let access = extensionDecl.modifiers.first { ["public", "package", "internal"].contains($0.name.text) }
            moved[extensionDecl.extendedType.trimmedDescription, default: []] += taken.map {
                Self.spaced(Self.giving(access, to: $0))
            }
            if removed { return nil }
            var remaining = Array(kept)
            if let first = remaining.first {
                let pieces = Array(first.leadingTrivia.drop { $0.isNewline })
                remaining[0] = first.with(\.leadingTrivia, Trivia(pieces: [.newlines(1)] + pieces))
            }
            return extensionDecl.with(\.memberBlock.members, MemberBlockItemListSyntax(remaining))
        }

        /// The extension of a class outside the port without its event-handler overrides (nil
        /// when nothing is left of it).
        private static func droppingEventHandlers(from extensionDecl: ExtensionDeclSyntax) -> ExtensionDeclSyntax? {
            let members = extensionDecl.memberBlock.members
            let kept = members.filter { !ExtensionOverrideMover.isDroppableOutsideThePort($0) }
            guard kept.count != members.count else { return extensionDecl }
            if kept.isEmpty && extensionDecl.inheritanceClause == nil { return nil }
            return extensionDecl.with(\.memberBlock.members, MemberBlockItemListSyntax(Array(kept)))
        }

        /// `member` with the extension's access level when it has none of its own (a member of
        /// `public extension L` is public).
        private static func giving(_ access: DeclModifierSyntax?, to member: MemberBlockItemSyntax)
            -> MemberBlockItemSyntax
        {
            let levels = ["open", "public", "package", "internal", "fileprivate", "private"]
            guard let access, let modifiers = member.decl.modifiers,
                !modifiers.contains(where: { levels.contains($0.name.text) }),
                let decl = member.decl.asProtocol(WithModifiersSyntax.self)
            else { return member }
            var updated = decl
            var existing = Array(modifiers)
            let modifier = access.trimmed.with(\.leadingTrivia, existing.first?.leadingTrivia ?? [])
                .with(\.trailingTrivia, .space)
            if !existing.isEmpty { existing[0] = existing[0].with(\.leadingTrivia, []) }
            updated.modifiers = DeclModifierListSyntax([modifier] + existing)
            return DeclSyntax(updated).map { member.with(\.decl, $0) } ?? member
        }

        /// A moved member starts after a blank line.
        private static func spaced(_ member: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
            let pieces = Array(member.leadingTrivia.drop { $0.isNewline })
            return member.with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + pieces))
        }

        /// `member` preceded by the comments of the extension it leaves (its `// MARK:` lines).
        private static func carrying(_ trivia: Trivia, into member: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
            let comments: [TriviaPiece] = trivia.flatMap { piece -> [TriviaPiece] in
                switch piece {
                case .lineComment, .docLineComment: [.spaces(4), piece, .newlines(1)]
                default: []
                }
            }
            guard !comments.isEmpty else { return member }
            let own = Array(member.leadingTrivia.drop { $0.isNewline })
            return member.with(\.leadingTrivia, Trivia(pieces: [.newlines(2)] + comments + own))
        }
    }

    private final class Inserter: SyntaxRewriter {
        let moved: [String: [MemberBlockItemSyntax]]
        private var scope: [String] = []

        init(moved: [String: [MemberBlockItemSyntax]]) {
            self.moved = moved
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            let visited = super.visit(node).cast(ClassDeclSyntax.self)
            guard let members = moved[scope.joined(separator: ".")], !members.isEmpty else {
                return DeclSyntax(visited)
            }
            var body = visited.memberBlock.with(
                \.members, MemberBlockItemListSyntax(Array(visited.memberBlock.members) + members))
            if !body.rightBrace.leadingTrivia.contains(where: \.isNewline) {
                body.rightBrace.leadingTrivia = .newline
            }
            return DeclSyntax(visited.with(\.memberBlock, body))
        }

        override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
            scope.append(node.name.text)
            defer { scope.removeLast() }
            return super.visit(node)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            let saved = scope
            scope = [node.extendedType.trimmedDescription]
            defer { scope = saved }
            return super.visit(node)
        }
    }
}
