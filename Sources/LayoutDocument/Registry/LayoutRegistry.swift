import CollectionLayout
import Foundation

/// A layout class of your own, made available to documents as `layout: {type: name, …}`.
public struct RegisteredLayout: Sendable {
    /// The `type` documents use.
    public let name: String
    /// One line about the layout, for the JSON Schema.
    public let summary: String
    /// The settings documents may give it.
    public let settings: [LayoutSetting]
    /// The axis its content scrolls along, which `scroll` samples (a carousel: horizontal).
    public let scrollDirection: ScrollDirection
    /// Makes a new layout object from a document's settings.
    public let make: @Sendable (LayoutSettings) -> CollectionViewLayout

    /// A layout `name` made by `make` from the document's values of `settings`, scrolling along
    /// `scrollDirection`.
    public init(
        _ name: String, summary: String = "", scrollDirection: ScrollDirection = .vertical,
        settings: [LayoutSetting] = [], make: @escaping @Sendable (LayoutSettings) -> CollectionViewLayout
    ) {
        self.name = name
        self.summary = summary
        self.scrollDirection = scrollDirection
        self.settings = settings
        self.make = make
    }
}

/// Why a layout cannot be registered.
public struct LayoutRegistryError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public let description: String
}

/// The layouts documents can name besides the built-in ones. Register before reading documents
/// (`LayoutShotCommandLine` does it from `LayoutShot.main(layouts:)`).
public final class LayoutRegistry: @unchecked Sendable {
    /// The process's registry.
    public static let shared = LayoutRegistry()

    /// The built-in `type` names, which cannot be registered.
    public static let builtInNames =
        ["flow", "grid", "stretchy", "compositional", "waterfall"] + DeclaredLayouts.all.map(\.name)

    /// The layout a document's `type: name` declares by its settings: a built-in declared
    /// layout (`circle`, `coverflow`) or one registered in the shared registry. Code that builds
    /// a `LayoutSpecification.registered` takes the declared settings (and their defaults) here.
    public static func declaredLayout(named name: String) -> RegisteredLayout? {
        DeclaredLayouts.all.first { $0.name == name } ?? shared.layout(named: name)
    }

    private let lock = NSLock()
    private var layouts: [String: RegisteredLayout] = [:]
    /// The registered views (`RegisteredView`), by name.
    var views: [String: RegisteredView] = [:]

    /// Runs `body` holding the registry's lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Refuses a name that is not an identifier (letters, digits, - and _, starting with a letter).
    static func checkName(_ name: String, of what: String) throws {
        guard let first = name.first, first.isLetter,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else {
            throw LayoutRegistryError(
                description: "`\(name)` is not a \(what) name: use letters, digits, - and _, starting with a letter")
        }
    }

    /// An empty registry.
    public init() {}

    /// Adds `layout` (replacing an earlier registration of the same name).
    ///
    /// - Throws: `LayoutRegistryError` for a built-in name or a name that is not an identifier.
    public func register(_ layout: RegisteredLayout) throws {
        guard !Self.builtInNames.contains(layout.name) else {
            throw LayoutRegistryError(description: "`\(layout.name)` is a built-in layout type; choose another name")
        }
        try Self.checkName(layout.name, of: "layout")
        withLock { layouts[layout.name] = layout }
    }

    /// Removes the layout called `name` (what `LayoutShot.run` does after its command, so that
    /// runs in one process do not see each other's layouts).
    public func unregister(named name: String) {
        lock.lock()
        defer { lock.unlock() }
        layouts[name] = nil
    }

    /// The registered layout called `name`, if any.
    public func layout(named name: String) -> RegisteredLayout? {
        lock.lock()
        defer { lock.unlock() }
        return layouts[name]
    }

    /// Every registered layout, by name.
    public var all: [RegisteredLayout] {
        lock.lock()
        defer { lock.unlock() }
        return layouts.values.sorted { $0.name < $1.name }
    }
}
