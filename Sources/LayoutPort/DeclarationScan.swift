import SwiftSyntax

/// What the files of a port declare, across all of them: the classes (whose extensions' overrides
/// can move into them, and the file each is declared in), the `optional` requirements of
/// Objective-C protocols, what each protocol refines and what each type adopts.
struct DeclarationScan {
    /// The file index each class is declared in, by name qualified with its enclosing types
    /// (`Outer.Inner`).
    private(set) var classFiles: [String: Int] = [:]
    /// The optional requirements the porter converts.
    private(set) var requirements: [OptionalRequirement] = []
    /// The protocols (and classes) each protocol or type inherits from or adopts, by name; a type
    /// adopting protocols in several extensions gets them all.
    private(set) var inherited: [String: Set<String>] = [:]

    /// Scans every tree, skipping the `#if` branches `configuration` leaves inactive.
    init(_ trees: [SourceFileSyntax], configuration: PortConfiguration = PortConfiguration()) {
        for (file, tree) in trees.enumerated() {
            let visitor = Visitor(configuration: configuration)
            visitor.walk(tree)
            for name in visitor.classNames where classFiles[name] == nil { classFiles[name] = file }
            requirements += visitor.requirements
            inherited.merge(visitor.inherited) { $0.union($1) }
        }
    }

    /// Names of the classes declared.
    var classNames: Set<String> { Set(classFiles.keys) }

    /// UIKit's view classes a port's classes subclass (LayoutShotUIKit gives each a required
    /// `init(frame:)`).
    static let uikitViewClasses: Set<String> = [
        "UIView", "UICollectionReusableView", "UICollectionViewCell", "UICollectionView", "UIScrollView", "UILabel",
        "UIImageView", "UIStackView", "UIControl", "UIButton", "UIPageControl", "UIActivityIndicatorView",
        "UIVisualEffectView", "UIWindow",
    ]

    /// The port's classes that are views: they subclass one of `uikitViewClasses`, directly or
    /// through other classes of the port.
    var viewClassNames: Set<String> {
        var memo: [String: Bool] = [:]
        func isView(_ name: String, visiting: Set<String>) -> Bool {
            if let known = memo[name] { return known }
            guard !visiting.contains(name), let parents = inherited[name] else { return false }
            let answer = parents.contains { parent in
                Self.uikitViewClasses.contains(parent)
                    || (classFiles[parent] != nil && isView(parent, visiting: visiting.union([name])))
            }
            memo[name] = answer
            return answer
        }
        return Set(classNames.filter { isView($0, visiting: []) })
    }

    /// Requirements by key, the porter's own before LayoutShotUIKit's.
    var requirementsByKey: [String: OptionalRequirement] {
        Dictionary((requirements + OptionalRequirement.uikitRequirementsWithDefaults).map { ($0.key, $0) }) {
            first, _ in first
        }
    }

    /// The declared type of each converted property requirement, by name.
    var propertyTypes: [String: String] {
        var result: [String: String] = [:]
        for requirement in requirements where requirement.answersOptional {
            if let type = requirement.propertyType { result[requirement.name] = type }
        }
        return result
    }

    /// For every type of the port, the keys of the converted requirements it implements through
    /// the protocols it adopts, directly, through a refining protocol or in an extension.
    var convertedKeysByType: [String: Set<String>] {
        var own: [String: Set<String>] = [:]
        for requirement in requirements where requirement.answersOptional {
            own[requirement.protocolName, default: []].insert(requirement.key)
        }
        func keys(of name: String, visiting: Set<String>) -> Set<String> {
            guard !visiting.contains(name) else { return [] }
            var result = own[name] ?? own[String(name.split(separator: ".").last ?? "")] ?? []
            for parent in inherited[name] ?? [] { result.formUnion(keys(of: parent, visiting: visiting.union([name]))) }
            return result
        }
        var result: [String: Set<String>] = [:]
        for name in inherited.keys {
            let found = keys(of: name, visiting: [])
            if !found.isEmpty { result[name] = found }
        }
        return result
    }

    private final class Visitor: SyntaxVisitor {
        var classNames: [String] = []
        var requirements: [OptionalRequirement] = []
        var inherited: [String: Set<String>] = [:]
        private var scope: [String] = []
        private let configuration: PortConfiguration

        init(configuration: PortConfiguration) {
            self.configuration = configuration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            ExtensionOverrideMover.isCompiledWhenPorted(node, in: configuration) ? .visitChildren : .skipChildren
        }

        private func enter(_ name: String, _ clause: InheritanceClauseSyntax?) -> String {
            scope.append(name)
            let qualified = scope.joined(separator: ".")
            let names = clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            inherited[qualified, default: []].formUnion(names)
            return qualified
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classNames.append(enter(node.name.text, node.inheritanceClause))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = enter(node.name.text, node.inheritanceClause)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = enter(node.name.text, node.inheritanceClause)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension names its type in full already.
            let saved = scope
            scope = []
            _ = enter(node.extendedType.trimmedDescription, node.inheritanceClause)
            scope = saved + [node.extendedType.trimmedDescription]
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = enter(node.name.text, node.inheritanceClause)
            scope.removeLast()
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
                                protocolName: name, name: pattern.identifier.text, labels: nil, answersOptional: true,
                                propertyType: binding.typeAnnotation?.type.trimmedDescription))
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
