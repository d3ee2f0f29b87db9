import Foundation
import PackagePlugin

/// Ports an app's UIKit layout files at build time, so a Linux package compiles them unforked.
///
/// The target that uses the plugin holds a `layoutshot-port.txt` listing the UIKit sources, one
/// path per line relative to the package root (a directory stands for every `.swift` file in
/// it; `#` starts a comment; a line `--ios-branches` or `--reduce` passes that option). The plugin runs
/// `layoutshot-port` on them as one set and the target compiles the ported copies, which live
/// in the plugin's work directory.
@main
struct LayoutShotPortPlugin: BuildToolPlugin {
    /// The list file's name.
    static let listName = "layoutshot-port.txt"
    /// The porter's options a list may name.
    static let options: Set<String> = ["--ios-branches", "--reduce"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = target.directoryURL.appendingPathComponent(Self.listName)
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            Diagnostics.error("\(list.path): missing; list the UIKit sources to port in it, one path per line")
            return []
        }
        let root = context.package.directoryURL
        var inputs: [URL] = []
        var options: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty else { continue }
            if entry.hasPrefix("--") {
                guard Self.options.contains(entry) else {
                    Diagnostics.error("\(list.path): \(entry): the options are --ios-branches and --reduce")
                    continue
                }
                options.append(entry)
                continue
            }
            let url = root.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                Diagnostics.error("\(list.path): \(entry): no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.subpaths(atPath: url.path) ?? []).filter { $0.hasSuffix(".swift") }
                inputs += found.sorted().map { url.appendingPathComponent($0) }
            } else {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        return [
            .buildCommand(
                displayName: "Porting \(inputs.count) UIKit source file(s) for \(target.name)",
                executable: try context.tool(named: "layoutshot-port").url,
                arguments: ["--output", output.path] + options + inputs.map(\.path),
                inputFiles: inputs + [list],
                // The porter adds one file of its own (LayoutPort's `PortShims.fileName`).
                outputFiles: (inputs.map(\.lastPathComponent) + ["LayoutShotPortShims.swift"]).map {
                    output.appendingPathComponent($0)
                })
        ]
    }
}
