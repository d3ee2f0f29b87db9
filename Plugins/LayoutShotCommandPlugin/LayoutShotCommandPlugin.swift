import Foundation
import PackagePlugin

/// `swift package layoutshot <command> …` in a package that depends on LayoutShot: builds and
/// runs the package's own command line — an executable product depending on
/// `LayoutShotCommandLine`, whose `main` registers the package's layouts — or, when it has none,
/// LayoutShot's `layoutshot`; every argument after the plugin's own options goes to it, and
/// paths are relative to the package's folder. The plugin's options:
///
/// - `--product NAME`: the executable to run (when the package has several command lines);
/// - `--release`: build it in release mode (default debug, which builds faster).
///
/// `check` and `render` write into the package's folder, which SwiftPM asks permission for:
/// `swift package --allow-writing-to-package-directory layoutshot check layouts`.
///
/// `swift package layoutshot docc [--svg] [--check]` draws the figures of the package's DocC
/// catalogs: for every target's `<Name>.docc` holding a `layoutshot` folder of documents, it runs
/// `render <Name>.docc/layoutshot --docc <Name>.docc/Resources`, so an article shows a document's
/// figure as `![…](document-name)`, light and dark, at 1× and 2×.
@main
struct LayoutShotCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "product").last
        let release = extractor.extractFlag(named: "release") > 0
        var runs = [extractor.remainingArguments]
        if extractor.remainingArguments.first == "docc" {
            let catalogs = try Self.figureCatalogs(in: context.package)
            guard !catalogs.isEmpty else {
                throw PluginError(
                    "no DocC catalog of the package holds a `layoutshot` folder: put the figures' documents in "
                        + "Sources/<Target>/<Name>.docc/layoutshot/")
            }
            let options = Array(extractor.remainingArguments.dropFirst())
            runs = catalogs.map { catalog in
                [
                    "render", catalog.appendingPathComponent("layoutshot").path, "--docc",
                    catalog.appendingPathComponent("Resources").path,
                ] + options
            }
        }
        let product = try chosen ?? Self.ownCommandLine(in: context.package) ?? "layoutshot"
        let build = try packageManager.build(
            .product(product),
            parameters: .init(configuration: release ? .release : .debug, logging: .concise))
        guard build.succeeded else {
            Diagnostics.error("building \(product) failed:\n\(build.logText)")
            return
        }
        guard let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("\(product) is not an executable product")
            return
        }
        var status: Int32 = 0
        for arguments in runs {
            let process = Process()
            process.executableURL = executable.url
            process.arguments = arguments
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            status = max(status, process.terminationStatus)
        }
        if status != 0 {
            // The command's own message is on standard error already; its status is the plugin's.
            exit(status)
        }
    }

    /// The package's DocC catalogs (a `.docc` folder directly in a target's folder) that hold a
    /// `layoutshot` folder, in target order.
    static func figureCatalogs(in package: Package) throws -> [URL] {
        var catalogs: [URL] = []
        for target in package.targets {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".docc") {
                let catalog = target.directoryURL.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: catalog.appendingPathComponent("layoutshot").path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    catalogs.append(catalog)
                }
            }
        }
        return catalogs
    }

    /// The package's executable product whose targets depend on `LayoutShotCommandLine`; nil
    /// when it has none.
    ///
    /// - Throws: when it has several (`--product` then chooses).
    static func ownCommandLine(in package: Package) throws -> String? {
        let own = package.products(ofType: ExecutableProduct.self).filter { product in
            product.targets.contains { target in
                target.dependencies.contains { dependency in
                    if case .product(let used) = dependency { return used.name == "LayoutShotCommandLine" }
                    return false
                }
            }
        }
        guard own.count <= 1 else {
            throw PluginError(
                "the package has several command lines (\(own.map(\.name).sorted().joined(separator: ", "))): "
                    + "choose one with --product")
        }
        return own.first?.name
    }
}

/// A failure the plugin reports as it is.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
