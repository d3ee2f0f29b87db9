import SwiftIfConfig
import SwiftSyntax

/// Finds a file whose every declaration sits in `#if` branches the port leaves inactive — a
/// library file wrapped in `#if os(iOS)` — which would otherwise compile to nothing without a
/// word, the layout surfacing later as "cannot find type".
enum InactiveFile {
    /// A warning at the file's first inactive `#if` when nothing but imports is compiled.
    static func diagnostic(_ path: String, _ tree: SourceFileSyntax, _ configuration: PortConfiguration)
        -> PortDiagnostic?
    {
        var count = (active: 0, inactive: 0)
        var firstInactive: IfConfigClauseSyntax?
        func tally(_ items: CodeBlockItemListSyntax, active: Bool) {
            for item in items {
                if let ifConfig = item.item.as(DeclSyntax.self)?.as(IfConfigDeclSyntax.self) {
                    let chosen = ifConfig.activeClause(in: configuration).clause?.id
                    for clause in ifConfig.clauses {
                        let isActive = active && clause.id == chosen
                        if !isActive, firstInactive == nil { firstInactive = clause }
                        if case .statements(let statements)? = clause.elements { tally(statements, active: isActive) }
                    }
                } else if !(item.item.as(DeclSyntax.self)?.is(ImportDeclSyntax.self) ?? false) {
                    if active { count.active += 1 } else { count.inactive += 1 }
                }
            }
        }
        tally(tree.statements, active: true)
        guard count.active == 0, count.inactive > 0, let clause = firstInactive else { return nil }
        let location = clause.startLocation(converter: SourceLocationConverter(fileName: path, tree: tree))
        let condition = clause.condition.map { "`#if \($0.trimmedDescription)`" } ?? "an `#else`"
        return PortDiagnostic(
            .warning, file: path, line: location.line, column: location.column,
            message: "nothing in this file is compiled once ported: its code is inside \(condition), inactive on "
                + (configuration.iOSBranches ? "iOS" : "Linux (pass --ios-branches to port code guarded by os(iOS))"))
    }
}
