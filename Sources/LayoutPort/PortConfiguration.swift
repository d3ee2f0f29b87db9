import SwiftIfConfig
import SwiftSyntax

/// How the porter evaluates `#if` conditions: as Swift on Linux compiles the ported files, with
/// the modules the port provides importable. `os(Linux)` is true and `os(iOS)` false — unless
/// `iOSBranches`, for libraries that guard their layout files with `#if os(iOS)` — and
/// `canImport(UIKit)` is true (the port supplies it as LayoutShotUIKit), as are CoreGraphics,
/// QuartzCore and the other modules whose imports it replaces; AppKit, SwiftUI and other Apple
/// frameworks cannot be imported. Custom conditions (`DEBUG`) and experimental features are
/// unset, the language mode is Swift 5 (ported code's usual mode) and the compiler 6.3.
///
/// Code in an inactive branch is neither scanned for problems nor rewritten, and the conditions
/// are rewritten so that the Linux compiler picks the same branches (`ConditionRewriter`).
public struct PortConfiguration: BuildConfiguration, Sendable {
    /// Whether `#if os(iOS)` branches are ported (and `os(Linux)` ones are not).
    public var iOSBranches: Bool

    /// Linux's evaluation, or iOS's for the platform checks when `iOSBranches`.
    public init(iOSBranches: Bool = false) {
        self.iOSBranches = iOSBranches
    }

    /// The operating system the ported code is compiled for, as `os(…)` names it.
    var operatingSystem: String { iOSBranches ? "iOS" : "Linux" }

    /// Modules a ported file can import: the replacements of Apple's (`ImportRewriter`) and
    /// what Linux has.
    static let importable: Set<String> = Set(ImportRewriter.replacements.keys).union([
        "Foundation", "Dispatch", "Glibc", "Musl", "LayoutShotUIKit", "CollectionLayout", "XCTest", "Swift",
    ])

    /// Unset: a custom condition (`DEBUG`) is not known when porting.
    public func isCustomConditionSet(name: String) throws -> Bool { false }
    /// Unset: experimental features are not assumed.
    public func hasFeature(name: String) throws -> Bool { false }
    /// Set: Swift 6.3 has the attributes ported code asks about.
    public func hasAttribute(name: String) throws -> Bool { true }
    /// The modules in `importable`.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.importable.contains(module)
    }
    /// `Linux`, or `iOS` when porting iOS branches.
    public func isActiveTargetOS(name: String) throws -> Bool { name == operatingSystem }
    /// The machine the port runs on.
    public func isActiveTargetArchitecture(name: String) throws -> Bool {
        #if arch(arm64)
            return name == "arm64"
        #else
            return name == "x86_64"
        #endif
    }
    /// None: neither a simulator nor Mac Catalyst.
    public func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    /// The native runtime: no Objective-C.
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
    /// None.
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    /// ELF, Linux's object format.
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "ELF" }
    /// 64 bits.
    public var targetPointerBitWidth: Int { 64 }
    /// Up to 64 bits.
    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
    /// Little endian.
    public var endianness: Endianness { .little }
    /// Swift 5, the mode ported UIKit code is usually compiled in.
    public var languageVersion: VersionTuple { VersionTuple(5, 10) }
    /// Swift 6.3.
    public var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
