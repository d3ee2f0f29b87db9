import SwiftParser
import SwiftSyntax

/// Finds a file that imports an Apple framework Swift on Linux does not have and the port does
/// not stand in for (`import SwiftUI` beside a library's UIKit layouts: a SwiftUI wrapper, a
/// map view). Such a file cannot compile on Linux and a layout does not need it, so the port
/// keeps it whole inside `#if canImport(Framework)`, inactive on Linux and unchanged on iOS, with
/// a warning; without that, one SwiftUI view would stop the whole library.
///
/// A file whose declarations need those types (a stored `let page: Page` of a SwiftUI `Page`,
/// outside any function body) is kept inactive with them, and so on until nothing more needs
/// them. Uses inside function bodies are left to `AppleOnlyTestRewriter`.
enum AppleOnlyFile {
    /// The files as the rest of the port sees them.
    struct Result {
        /// The sources, Apple-only ones wrapped.
        var sources: [PortSource]
        /// Their trees.
        var trees: [SourceFileSyntax]
        /// A warning for each wrapped file, at what made it Apple-only.
        var diagnostics: [PortDiagnostic]
        /// The framework each type declared in a wrapped file needs, by name.
        var frameworksByType: [String: String]
    }

    /// `sources` (parsed as `trees`) with the Apple-only files, and the files whose
    /// declarations need their types, wrapped.
    static func keepInactive(_ sources: [PortSource], _ trees: [SourceFileSyntax]) -> Result {
        var result = Result(sources: sources, trees: trees, diagnostics: [], frameworksByType: [:])
        var wrapped = Set<Int>()
        func wrap(_ index: Int, framework: String, diagnostic: PortDiagnostic) {
            wrapped.insert(index)
            result.diagnostics.append(diagnostic)
            result.sources[index] = Self.wrapped(sources[index], framework: framework)
            result.trees[index] = Parser.parse(source: result.sources[index].text)
            for name in TopLevelTypes.names(in: trees[index]) { result.frameworksByType[name] = framework }
        }
        for index in sources.indices {
            guard let (framework, node) = appleOnlyImport(in: trees[index]) else { continue }
            wrap(
                index, framework: framework,
                diagnostic: diagnostic(sources[index].path, trees[index], framework: framework, at: node))
        }
        var changed = !wrapped.isEmpty
        while changed {
            changed = false
            for index in sources.indices where !wrapped.contains(index) {
                let uses = DeclarationTypeUses.first(in: trees[index], among: Set(result.frameworksByType.keys))
                guard let (name, token) = uses, let framework = result.frameworksByType[name] else { continue }
                let location = token.startLocation(
                    converter: SourceLocationConverter(fileName: sources[index].path, tree: trees[index]))
                let message =
                    "this file's declarations use \(name), which needs \(framework): the port keeps the file "
                    + "whole inside `#if canImport(\(framework))` with it, unchanged on iOS and not compiled on Linux"
                wrap(
                    index, framework: framework,
                    diagnostic: PortDiagnostic(
                        .warning, file: sources[index].path, line: location.line, column: location.column,
                        message: message))
                changed = true
            }
        }
        return result
    }

    /// Apple's frameworks that Linux lacks and LayoutShotUIKit does not replace.
    static let frameworks: Set<String> = [
        "SwiftUI", "Combine", "MapKit", "CoreLocation", "AVKit", "Photos", "PhotosUI", "WebKit", "SafariServices",
        "MessageUI", "Contacts", "ContactsUI", "CoreImage", "CoreMotion", "ARKit", "SceneKit", "SpriteKit",
        "GameplayKit", "StoreKit", "UserNotifications", "Metal", "MetalKit", "CoreData", "CloudKit", "AppKit",
        "WatchKit", "TVUIKit", "Intents", "IntentsUI", "LinkPresentation", "QuickLook", "PencilKit", "Vision",
        "VisionKit", "CoreML", "HealthKit", "EventKit", "EventKitUI", "LocalAuthentication", "AuthenticationServices",
        "Charts", "TipKit", "Observation", "SwiftData", "WidgetKit", "ActivityKit",
    ]

    /// The first import, outside any `#if`, of one of `frameworks` (also `import class
    /// MapKit.MKMapView`), with the framework's name.
    static func appleOnlyImport(in tree: SourceFileSyntax) -> (framework: String, node: ImportDeclSyntax)? {
        for item in tree.statements {
            guard let importDecl = item.item.as(DeclSyntax.self)?.as(ImportDeclSyntax.self),
                let module = importDecl.path.first?.name.text, frameworks.contains(module)
            else { continue }
            return (module, importDecl)
        }
        return nil
    }

    /// `source` inside `#if canImport(framework)` … `#endif`.
    static func wrapped(_ source: PortSource, framework: String) -> PortSource {
        let ending = source.text.hasSuffix("\n") ? "" : "\n"
        return PortSource(path: source.path, text: "#if canImport(\(framework))\n\(source.text)\(ending)#endif\n")
    }

    /// The warning at the import, in the file as given.
    static func diagnostic(_ path: String, _ tree: SourceFileSyntax, framework: String, at node: ImportDeclSyntax)
        -> PortDiagnostic
    {
        let location = node.startLocation(converter: SourceLocationConverter(fileName: path, tree: tree))
        return PortDiagnostic(
            .warning, file: path, line: location.line, column: location.column,
            message: "this file imports \(framework), which Swift on Linux does not have: the port keeps it whole "
                + "inside `#if canImport(\(framework))`, so it compiles on iOS as before and not at all on Linux; "
                + "code in other files that uses its declarations will not compile")
    }
}

/// The names of the types a file declares at its top level: what other files can name. (Types
/// inside its `#if` blocks are not counted.)
enum TopLevelTypes {
    static func names(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { item -> String? in
            guard let decl = item.item.as(DeclSyntax.self) else { return nil }
            return decl.declaredTypeName ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
        }
    }
}

/// Finds the first use of one of some type names in a file's declarations — stored property
/// types, parameters, inheritance — skipping function, accessor and closure bodies.
final class DeclarationTypeUses: SyntaxVisitor {
    private let names: Set<String>
    private var found: (String, TokenSyntax)?

    private init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    /// The first name of `names` `tree`'s declarations use, with its token.
    static func first(in tree: SourceFileSyntax, among names: Set<String>) -> (String, TokenSyntax)? {
        guard !names.isEmpty else { return nil }
        let visitor = DeclarationTypeUses(names: names)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, names.contains(node.name.text) { found = (node.name.text, node.name) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension DeclSyntax {
    /// The name of the type a struct, class, enum, protocol or actor declaration declares.
    var declaredTypeName: String? {
        if let type = self.as(StructDeclSyntax.self) { return type.name.text }
        if let type = self.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = self.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = self.as(ProtocolDeclSyntax.self) { return type.name.text }
        if let type = self.as(ActorDeclSyntax.self) { return type.name.text }
        return nil
    }
}
