import SwiftSyntax

/// What the files of a port declare, across all of them: the classes (whose extensions' overrides
/// can move into them) and the `optional` requirements of Objective-C protocols.
struct DeclarationScan {
    /// Names of the classes declared, qualified by their enclosing types (`Outer.Inner`).
    private(set) var classNames: Set<String> = []
    /// The optional requirements the porter converts.
    private(set) var requirements: [OptionalRequirement] = []

    /// Scans every tree.
    init(_ trees: [SourceFileSyntax]) {
        for tree in trees {
            let visitor = Visitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            classNames.formUnion(visitor.classNames)
            requirements += visitor.requirements
        }
    }

    /// The protocols that have optional requirements.
    var convertedProtocols: Set<String> { Set(requirements.map(\.protocolName)) }

    /// Requirements by key, the porter's own before LayoutShotUIKit's.
    var requirementsByKey: [String: OptionalRequirement] {
        Dictionary((requirements + OptionalRequirement.flowLayoutDelegate).map { ($0.key, $0) }) { first, _ in first }
    }

    private final class Visitor: SyntaxVisitor {
        var classNames: Set<String> = []
        var requirements: [OptionalRequirement] = []
        private var scope: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            scope.append(node.name.text)
            classNames.insert(scope.joined(separator: "."))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            scope.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            scope.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scope.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = (scope + [node.name.text]).joined(separator: ".")
            for member in node.memberBlock.members where member.decl.modifiers?.containsOptional == true {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    requirements.append(
                        OptionalRequirement(
                            protocolName: name, name: function.name.text,
                            labels: OptionalRequirement.labels(of: function), answersOptional: true))
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                        requirements.append(
                            OptionalRequirement(
                                protocolName: name, name: pattern.identifier.text, labels: nil, answersOptional: true))
                    }
                }
            }
            return .skipChildren
        }
    }
}

extension DeclSyntax {
    /// The declaration's modifiers, for the kinds that have them.
    var modifiers: DeclModifierListSyntax? {
        asProtocol(WithModifiersSyntax.self)?.modifiers
    }
}

extension DeclModifierListSyntax {
    /// Whether the list holds `optional`.
    var containsOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }
    /// Whether the list holds `override`.
    var containsOverride: Bool { contains { $0.name.tokenKind == .keyword(.override) } }
}
