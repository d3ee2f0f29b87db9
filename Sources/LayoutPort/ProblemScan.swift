import SwiftSyntax

/// Finds, in one original file, what the porter cannot rewrite or wants the user to check, with
/// the location and what to do.
final class ProblemScan: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private let mover: ExtensionOverrideMover
    /// The problems found, in source order.
    private(set) var diagnostics: [PortDiagnostic] = []

    /// A scan of `tree` (read from `path`) for a port whose classes are `mover.classNames`.
    init(path: String, tree: SourceFileSyntax, mover: ExtensionOverrideMover) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.mover = mover
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
        compiled.append(ExtensionOverrideMover.isCompiledWhenPorted(node, in: mover.configuration))
        return .visitChildren
    }

    /// Whether the node being visited is compiled once ported (no problem is reported in code
    /// Linux does not compile, save overrides that stay behind).
    private var isCompiled: Bool { !compiled.contains(false) }

    override func visitPost(_ node: IfConfigClauseSyntax) { compiled.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        let overrides = node.memberBlock.members.filter(ExtensionOverrideMover.overrides)
        if compiled.contains(false) {
            if let first = overrides.first {
                report(
                    .warning, first,
                    "overrides in an extension inside an `#if` that is inactive when porting (such as `os(iOS)`) "
                        + "stay where they are; pass --ios-branches to port iOS-only branches, or move them into "
                        + "\(type)'s body")
            }
            return .visitChildren
        }
        for member in overrides {
            if !mover.classNames.contains(type), ExtensionOverrideMover.isDroppableOutsideThePort(member) {
                report(
                    .warning, member,
                    "this override in an extension of \(type), which is not declared in the ported files, is "
                        + "dropped: Swift on Linux cannot override in extensions, and LayoutShot never sends views "
                        + "events, so it would never be called")
            } else if !mover.classNames.contains(type) {
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
        guard isCompiled else { return .skipChildren }
        for member in node.memberBlock.members where member.decl.modifiers?.containsOptional == true {
            if let variable = member.decl.as(VariableDeclSyntax.self), ProtocolRewriter.convert(variable) == nil {
                report(
                    .error, member,
                    "optional property requirement that declares several names or no type: declare one property "
                        + "with its type per requirement")
            } else if !member.decl.is(FunctionDeclSyntax.self) && !member.decl.is(VariableDeclSyntax.self) {
                report(
                    .error, member,
                    "only optional methods and properties can be converted; make this requirement "
                        + "non-optional and give it a default in a protocol extension")
            }
        }
        return .visitChildren
    }

    /// `#selector` becomes an inert `Selector` (`SelectorRewriter`): fine for a target/action or
    /// an observer, whose call never mattered to the geometry, but not where the program asks
    /// the Objective-C runtime about a method (`responds(to:)`, `perform(_:)`), as the answer
    /// would be silently wrong.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard isCompiled, node.macroName.text == "selector" else { return .visitChildren }
        if let call = SelectorRewriter.runtimeQuery(around: node) {
            report(
                .error, node,
                "`\(call)(…#selector…)` asks the Objective-C runtime about a method, which Linux cannot answer: "
                    + "call the ported optional requirement instead (it answers nil when not implemented)")
        } else {
            report(
                .warning, node,
                "\(node.trimmedDescription) becomes the inert \(SelectorRewriter.replacement(for: node)): "
                    + "LayoutShotUIKit's target/action and observer stand-ins never call it; use a closure if the "
                    + "call matters")
        }
        return .visitChildren
    }
}
