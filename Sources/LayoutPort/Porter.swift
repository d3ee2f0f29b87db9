import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Ports a set of UIKit layout sources to Swift that compiles on Linux against
/// `LayoutShotUIKit`, keeping names and behaviour:
///
/// 1. overrides declared in extensions of the set's classes move into the class bodies;
/// 2. Objective-C protocols' `optional` requirements become Optional-answering Swift
///    requirements with `nil` defaults; the set's conformers and call sites follow, and a
///    `guard let f = delegate?.f(_:)` lookup falls back as before (`UnappliedRequirementRewriter`);
/// 3. `@objc`, `dynamic`, Interface Builder attributes go; Apple-only imports are replaced;
/// 4. `#if` conditions are evaluated as Linux compiles the port (`PortConfiguration`): inactive
///    branches are neither scanned nor moved, and conditions are rewritten so the compiler
///    agrees (`canImport(UIKit)` anywhere in a condition names LayoutShotUIKit);
/// 5. `#selector(f)` becomes an inert `Selector("f")`, with a warning; `override init(frame:)`
///    becomes `required init(frame:)`, as LayoutShot's views require it; an overriding
///    `delegate` keeps the scroll view's type (`DelegateOverrideRewriter`); a one-closure
///    `performBatchUpdates` names its completion, so it binds to UIKit's shape;
/// 6. main-actor isolation goes (`IsolationRewriter`): LayoutShot's layouts are not isolated, so
///    `check` can run documents in parallel;
/// 7. a file that imports an Apple framework Linux lacks (SwiftUI) is kept whole, inactive on
///    Linux, as is one declaring types that need its types (`AppleOnlyFile`); an `if` that tests
///    for such a type runs its `else` on Linux (`AppleOnlyTestRewriter`);
/// 8. a file of the module's own Core Graphics answers is added (`PortShims`);
/// 9. with `reducing`, the bodies of the types no layout reaches trap (`LayoutReach`,
///    `UnreachedBodyRewriter`), so a module's controllers and controls compile whatever UIKit
///    they call; each reduced type gets a warning.
///
/// The files are read as a whole because a class and its extensions, or a protocol and its
/// callers, often live in different files. Porting ported code changes nothing.
public enum Porter {
    /// Ports `sources`, evaluating `#if` conditions as `configuration` says (Linux's by
    /// default), reducing the types no layout reaches when `reducing`. When any diagnostic is an
    /// error, `files` is empty.
    public static func port(
        _ sources: [PortSource], configuration: PortConfiguration = PortConfiguration(), reducing: Bool = false
    ) -> PortResult {
        // A port's own shim file, given back (porting a ported folder), is written anew.
        let given = sources.filter { $0.text != PortShims.source.text }
        let givenTrees = given.map { Parser.parse(source: $0.text) }
        let syntaxErrors = zip(given, givenTrees).flatMap { source, tree in syntaxDiagnostics(source.path, tree) }
        guard syntaxErrors.isEmpty else { return PortResult(files: [], diagnostics: syntaxErrors) }
        // Files of Apple-only frameworks, and those declaring what needs them, are kept whole,
        // inactive on Linux.
        let inactive = AppleOnlyFile.keepInactive(given, givenTrees)
        let sources = inactive.sources
        let appleOnly = inactive.diagnostics
        let reduction = reducing ? reduce(sources, inactive.trees) : (trees: inactive.trees, diagnostics: [])
        let trees = reduction.trees
        if let clash = sources.first(where: {
            $0.path.split(separator: "/").last.map(String.init) == PortShims.fileName
        }) {
            let message = "the porter adds a file of this name (\(PortShims.fileName)) to every port: rename this one"
            return PortResult(
                files: [], diagnostics: [PortDiagnostic(.error, file: clash.path, line: 1, column: 1, message: message)]
            )
        }

        let declarations = DeclarationScan(trees, configuration: configuration)
        var mover = ExtensionOverrideMover(classNames: declarations.classNames, configuration: configuration)
        let diagnostics = zip(sources, trees).flatMap { source, tree in
            let scan = ProblemScan(path: source.path, tree: tree, mover: mover)
            scan.walk(tree)
            let appleOnlyWarning = appleOnly.first { $0.file == source.path }
            let inactive = appleOnlyWarning ?? InactiveFile.diagnostic(source.path, tree, configuration)
            let reduced = reduction.diagnostics.filter { $0.file == source.path }
            return (inactive.map { [$0] } ?? []) + reduced + scan.diagnostics
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return PortResult(files: [], diagnostics: diagnostics)
        }

        let classFiles = declarations.classFiles
        let extracted = trees.enumerated().map { file, tree in
            let (extracted, classes) = mover.extract(from: tree)
            let elsewhere = classes.filter { classFiles[$0] != file }
            guard !elsewhere.isEmpty else { return extracted }
            return PrivateAccessWidener(classes: elsewhere).rewrite(extracted).cast(SourceFileSyntax.self)
        }
        let requirementsByKey = declarations.requirementsByKey
        let keysByType = declarations.convertedKeysByType
        let viewClasses = declarations.viewClassNames
        let files = zip(sources, extracted).map { source, tree in
            var ported = mover.insert(into: tree)
            ported = ConformerRewriter(keysByType: keysByType, propertyTypes: declarations.propertyTypes).rewrite(
                ported
            )
            .cast(SourceFileSyntax.self)
            ported = ProtocolRewriter(viewMode: .sourceAccurate).port(ported)
            ported = CallSiteRewriter(requirements: requirementsByKey).rewrite(ported).cast(SourceFileSyntax.self)
            ported = UnappliedRequirementRewriter(requirements: requirementsByKey).rewrite(ported).cast(
                SourceFileSyntax.self)
            ported = ObjCAttributeRewriter(viewMode: .sourceAccurate).rewrite(ported).cast(SourceFileSyntax.self)
            ported = IsolationRewriter().rewrite(ported).cast(SourceFileSyntax.self)
            let beforeSelectors = ported.description
            ported = SelectorRewriter().rewrite(ported).cast(SourceFileSyntax.self)
            let usesSelectors = ported.description != beforeSelectors
            ported = FrameInitializerRewriter(viewClasses: viewClasses).rewrite(ported).cast(SourceFileSyntax.self)
            ported = DelegateOverrideRewriter().rewrite(ported).cast(SourceFileSyntax.self)
            ported = BatchUpdateCallRewriter().rewrite(ported).cast(SourceFileSyntax.self)
            ported = AppleOnlyTestRewriter(frameworks: inactive.frameworksByType).rewrite(ported).cast(
                SourceFileSyntax.self)
            ported = ConditionRewriter(configuration: configuration).rewrite(ported).cast(SourceFileSyntax.self)
            ported = ImportRewriter.port(ported, addingUIKit: usesSelectors)
            return PortSource(path: source.path, text: ported.description)
        }
        return PortResult(files: files + [PortShims.source], diagnostics: diagnostics)
    }

    /// The trees with the bodies of the types no layout reaches made to trap, and a warning at
    /// each such type.
    private static func reduce(_ sources: [PortSource], _ trees: [SourceFileSyntax])
        -> (trees: [SourceFileSyntax], diagnostics: [PortDiagnostic])
    {
        let unreached = Set(LayoutReach(trees).unreached.map(\.name))
        guard !unreached.isEmpty else { return (trees, []) }
        var diagnostics: [PortDiagnostic] = []
        for (source, tree) in zip(sources, trees) {
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            for item in tree.statements {
                guard let decl = item.item.as(DeclSyntax.self), !decl.is(ExtensionDeclSyntax.self),
                    let name = LayoutReach.typeName(of: decl), unreached.contains(name)
                else { continue }
                let location = decl.startLocation(converter: converter, afterLeadingTrivia: true)
                diagnostics.append(
                    PortDiagnostic(
                        .warning, file: source.path, line: location.line, column: location.column,
                        message: "reduced: \(name) is not reached from the module's layouts, attributes, "
                            + "invalidation contexts, collection and reusable views, their protocols or what holds a "
                            + "collection view: its bodies now stop the program if called (fatalError), so only its "
                            + "declarations need LayoutShotUIKit"))
            }
        }
        let rewriter = UnreachedBodyRewriter(reduced: unreached)
        return (trees.map { rewriter.rewrite($0).cast(SourceFileSyntax.self) }, diagnostics)
    }

    /// The parser's errors in `tree`, located.
    private static func syntaxDiagnostics(_ path: String, _ tree: SourceFileSyntax) -> [PortDiagnostic] {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.map {
            let location = $0.location(converter: converter)
            return PortDiagnostic(
                .error, file: path, line: location.line, column: location.column,
                message: "syntax error: \($0.message); the file must compile with Swift on iOS before it can be ported")
        }
    }
}
