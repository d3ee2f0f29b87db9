import SwiftSyntax

/// Which of a port's top-level types its layouts need, for `--reduce` (`UnreachedBodyRewriter`).
///
/// A type is needed when it is one of the set's roots or a root names it, transitively:
/// - **roots** are the layouts, layout attributes, invalidation contexts, collection views and
///   reusable views (classes descending from UIKit's), the protocols refining UIKit's
///   collection-view protocols, the types that hold a collection view or a layout in a stored
///   property (a pager view, a paging controller: what code shows a layout through), and every
///   top-level declaration that is not a type (free functions, globals, extensions of UIKit's
///   or Foundation's types);
/// - a type is **named** when its name appears anywhere in a needed type's declaration or
///   extensions — signatures, bodies, closures — and a type that inherits from or adopts a
///   needed type is needed too (a cell adopting a protocol the layout calls).
///
/// Names are matched as written, not resolved: a local variable spelled like a type keeps the
/// type. The scan errs on keeping.
struct LayoutReach {
    /// UIKit's classes whose descendants are roots.
    static let rootClasses: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
        "UICollectionViewTransitionLayout", "UICollectionViewLayoutAttributes",
        "UICollectionViewLayoutInvalidationContext", "UICollectionViewFlowLayoutInvalidationContext",
        "UICollectionView", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
    ]
    /// UIKit's protocols whose refinements are roots.
    static let rootProtocols: Set<String> = [
        "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
        "UICollectionViewDataSourcePrefetching", "UIScrollViewDelegate",
    ]
    /// UIKit's classes a host's stored property holds.
    static let hostedClasses: Set<String> = [
        "UICollectionView", "UICollectionViewLayout", "UICollectionViewFlowLayout",
    ]

    /// A top-level type of the set, with every declaration of it (the type and its extensions).
    struct TypeDeclarations {
        var name: String
        var declarations: [DeclSyntax] = []
        var inherited: Set<String> = []
        var isProtocol = false
        var names: Set<String> = []
    }

    /// The set's top-level types, by name.
    private(set) var types: [String: TypeDeclarations] = [:]
    /// The names the non-type top-level declarations use.
    private var rootNames: Set<String> = []

    init(_ trees: [SourceFileSyntax]) {
        let items = trees.flatMap { $0.statements.compactMap { $0.item.as(DeclSyntax.self) } }
        let declared = Set(items.filter { !$0.is(ExtensionDeclSyntax.self) }.compactMap(Self.typeName(of:)))
        for decl in items {
            guard let name = Self.typeName(of: decl), declared.contains(name) else {
                // Free functions, globals and extensions of UIKit's types: always kept.
                rootNames.formUnion(Self.identifiers(in: decl))
                continue
            }
            var entry = types[name] ?? TypeDeclarations(name: name)
            entry.declarations.append(decl)
            entry.inherited.formUnion(Self.inheritedNames(of: decl))
            entry.isProtocol = entry.isProtocol || decl.is(ProtocolDeclSyntax.self)
            entry.names.formUnion(Self.identifiers(in: decl))
            types[name] = entry
        }
    }

    /// The names of the set's top-level types its layouts need.
    var needed: Set<String> {
        let classNames = Set(types.values.filter { !$0.isProtocol }.map(\.name))
        func descends(_ name: String, from roots: Set<String>, visiting: Set<String> = []) -> Bool {
            guard let parents = types[name]?.inherited, !visiting.contains(name) else { return false }
            return parents.contains {
                roots.contains($0) || descends($0, from: roots, visiting: visiting.union([name]))
            }
        }
        var needed = Set(
            types.values.filter { type in
                descends(type.name, from: type.isProtocol ? Self.rootProtocols : Self.rootClasses)
            }.map(\.name))
        let hostedTypes = Self.hostedClasses.union(needed.intersection(classNames))
        needed.formUnion(types.values.filter { Self.holdsStoredProperty(of: hostedTypes, in: $0) }.map(\.name))
        var pending = needed.union(types.keys.filter { rootNames.contains($0) })
        needed.formUnion(pending)
        while let name = pending.popFirst() {
            let named = (types[name]?.names ?? []).filter { types[$0] != nil && !needed.contains($0) }
            let heirs = types.values.filter { !needed.contains($0.name) && descends($0.name, from: [name]) }.map(\.name)
            for found in named.union(heirs) where needed.insert(found).inserted { pending.insert(found) }
        }
        return needed
    }

    /// The top-level types no layout needs, sorted by name.
    var unreached: [TypeDeclarations] {
        let needed = needed
        return types.values.filter { !needed.contains($0.name) }.sorted { $0.name < $1.name }
    }

    /// The name a top-level declaration declares or extends (the first part of `A.B`).
    static func typeName(of decl: DeclSyntax) -> String? {
        if let type = decl.as(ExtensionDeclSyntax.self) {
            return type.extendedType.trimmedDescription.split(separator: ".").first.map(String.init)
        }
        return decl.declaredTypeName
    }

    /// The names in a declaration's inheritance clause.
    private static func inheritedNames(of decl: DeclSyntax) -> Set<String> {
        let clause = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
        return Set(clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
    }

    /// Whether a binding stores its value: it has no accessors, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
    }

    /// Every identifier a declaration spells.
    private static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { names.insert(text) }
        }
        return names
    }

    /// Whether one of `type`'s stored properties (in its own body) is declared with, or
    /// initialised from, a name in `classes`.
    private static func holdsStoredProperty(of classes: Set<String>, in type: TypeDeclarations) -> Bool {
        type.declarations.contains { decl in
            guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
            return members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.contains { binding in
                    isStored(binding) && !identifiers(in: binding).isDisjoint(with: classes)
                }
            }
        }
    }
}
