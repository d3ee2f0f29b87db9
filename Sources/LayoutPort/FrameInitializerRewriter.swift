import SwiftSyntax

/// `override init(frame:)` becomes `required init(frame:)`: LayoutShot's views require the
/// initialiser (so the collection view can make registered cell classes from their class
/// objects), and Swift then wants `required` on every subclass's. Only initialisers whose one
/// parameter is labelled `frame` are touched. In an `open` class a required initialiser must be
/// public (it can be subclassed anywhere), so one without an access level becomes `public`.
///
/// A view class of the port that declares designated initialisers but not `init(frame:)` does
/// not inherit the required one, which Swift then asks for ("'required' initializer
/// 'init(frame:)' must be provided by subclass"); the port adds one marked unavailable, so no
/// code of the library can call it and the class still compiles.
final class FrameInitializerRewriter: SyntaxRewriter {
    /// The port's view classes, by name (`DeclarationScan.viewClassNames`).
    let viewClasses: Set<String>

    init(viewClasses: Set<String> = []) {
        self.viewClasses = viewClasses
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard viewClasses.contains(node.name.text), var classDecl = visited.as(ClassDeclSyntax.self) else {
            return visited
        }
        let initializers = classDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        let hasFrameInitializer = initializers.contains {
            let parameters = $0.signature.parameterClause.parameters
            return parameters.count == 1 && parameters.first?.firstName.text == "frame"
        }
        let ownsInitializers = designated.contains {
            $0.signature.parameterClause.parameters.first?.firstName.text != "coder"
        }
        guard ownsInitializers, !hasFrameInitializer else { return visited }
        let access = classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.open) } ? "public " : ""
        let member: DeclSyntax = """

            @available(*, unavailable, message: "added by layoutshot-port: LayoutShot's views require init(frame:)")
            \(raw: access)required init(frame: CGRect) {
                fatalError("init(frame:) is not available for this view")
            }
            """
        var members = Array(classDecl.memberBlock.members)
        members.append(MemberBlockItemSyntax(decl: member.with(\.leadingTrivia, .newlines(2) + .spaces(4))))
        classDecl.memberBlock.members = MemberBlockItemListSyntax(members)
        if !classDecl.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            classDecl.memberBlock.rightBrace.leadingTrivia = .newline
        }
        return DeclSyntax(classDecl)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let parameters = node.signature.parameterClause.parameters
        guard parameters.count == 1, parameters.first?.firstName.text == "frame",
            let index = node.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) })
        else { return DeclSyntax(node) }
        var modifiers = node.modifiers
        let overrideModifier = modifiers[index]
        modifiers[index] = overrideModifier.with(
            \.name,
            .keyword(
                .required, leadingTrivia: overrideModifier.name.leadingTrivia,
                trailingTrivia: overrideModifier.name.trailingTrivia))
        let accessLevels: Set<Keyword> = [.open, .public, .package, .internal, .fileprivate, .private]
        let hasAccessLevel = modifiers.contains { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return accessLevels.contains(keyword) }
            return false
        }
        if !hasAccessLevel, isInOpenClass(node) {
            let first = modifiers[modifiers.startIndex]
            modifiers[modifiers.startIndex] = first.with(\.leadingTrivia, [])
            modifiers.insert(
                DeclModifierSyntax(name: .keyword(.public, leadingTrivia: first.leadingTrivia, trailingTrivia: .space)),
                at: modifiers.startIndex)
        }
        return DeclSyntax(node.with(\.modifiers, modifiers))
    }

    /// Whether `node` is a member of a class declared `open`.
    private func isInOpenClass(_ node: InitializerDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(ClassDeclSyntax.self) {
                return declaration.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
            }
            if current.is(MemberBlockSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockItemSyntax.self)
            {
                parent = current.parent
                continue
            }
            return false
        }
        return false
    }
}
