import SwiftSyntax

/// Finds, in one original file, what the porter cannot rewrite or wants the user to check, with
/// the location and what to do.
final class ProblemScan: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private let mover: ExtensionOverrideMover
    private let requirementKeys: Set<String>
    /// The problems found, in source order.
    private(set) var diagnostics: [PortDiagnostic] = []
    private var conformanceScopes: [Bool] = []

    /// A scan of `tree` (read from `path`) for a port whose classes and converted requirements
    /// are `mover.classNames` and `requirements`.
    init(path: String, tree: SourceFileSyntax, mover: ExtensionOverrideMover, requirements: [OptionalRequirement]) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.mover = mover
        self.requirementKeys = Set(requirements.filter { $0.labels == nil }.map(\.key))
        super.init(viewMode: .sourceAccurate)
    }

    private func report(_ severity: PortDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(
            PortDiagnostic(severity, file: path, line: location.line, column: location.column, message: message))
    }

    /// Whether each enclosing `#if` clause is compiled once ported.
    private var compiled: [Bool] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        compiled.append(ExtensionOverrideMover.isCompiledWhenPorted(node))
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { compiled.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        let overrides = node.memberBlock.members.filter(ExtensionOverrideMover.overrides)
        if compiled.contains(false) {
            if let first = overrides.first {
                report(
                    .warning, first,
                    "overrides in an extension inside an `#if` that Linux does not compile (such as `os(iOS)`) "
                        + "stay where they are; if this code must run on Linux, move them into \(type)'s body")
            }
            return .visitChildren
        }
        for member in overrides {
            if !mover.classNames.contains(type) {
                report(
                    .error, member,
                    "an override in an extension of \(type), which is not declared in the ported files: Swift on "
                        + "Linux cannot override in extensions; declare a subclass of \(type) with this override "
                        + "in its body, or add the file declaring \(type) to the port")
            } else if node.genericWhereClause != nil {
                report(
                    .error, member,
                    "an override in a constrained extension (`where …`) of \(type) cannot move into the class body; "
                        + "move it by hand and check the constraint at run time")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members where member.decl.modifiers?.containsOptional == true {
            if let variable = member.decl.as(VariableDeclSyntax.self), ProtocolRewriter.convert(variable) == nil {
                report(
                    .error, member,
                    "optional property requirement that is settable or declares several names: make it a "
                        + "`{ get }` requirement of Optional type with a default in a protocol extension")
            } else if !member.decl.is(FunctionDeclSyntax.self) && !member.decl.is(VariableDeclSyntax.self) {
                report(
                    .error, member,
                    "only optional methods and `{ get }` properties can be converted; make this requirement "
                        + "non-optional and give it a default in a protocol extension")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            report(
                .error, node,
                "#selector needs the Objective-C runtime: replace a `responds(to:)` check with a call of the "
                    + "ported requirement (it answers nil when not implemented), and a target/action with a closure")
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label?.text, ["cgAffineTransform", "caTransform3D"].contains(label) {
            report(
                .warning, node,
                "NSValue(\(label):) does not exist on Linux: keep the transform as a "
                    + (label == "caTransform3D" ? "CATransform3D" : "CGAffineTransform") + " value")
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                requirementKeys.contains(name), node.parent?.parent?.is(MemberBlockItemListSyntax.self) == true,
                !(node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) ?? false)
            else { continue }
            report(
                .warning, node,
                "`\(name)` has the name of an optional property requirement, which is now Optional: if this type "
                    + "adopts that protocol, declare `\(name)` Optional so it still implements it")
        }
        return .visitChildren
    }
}
