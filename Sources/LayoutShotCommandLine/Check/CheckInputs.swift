import CollectionLayout
import Foundation
import LayoutDocument
import LayoutSpec
import LayoutSupport

/// The documents `layoutshot check` renders: files as given, and the `.yaml`, `.yml` and `.json`
/// files directly inside each directory (not its subdirectories, so a `references/` folder of
/// snapshot JSON beside the documents is not mistaken for documents), sorted by path.
struct CheckDocument: Hashable {
    /// The document file.
    var url: URL
    /// The path as shown in messages.
    var displayPath: String
    /// The case name and reference base name: the file name without its extension, and with a
    /// variant `@iphone-15`, `@iphone-15-landscape` or `@iphone-15+rtl+ax3+dark`.
    var name: String
    /// The environment the document is checked in; empty: the document as it is.
    var variant = CheckVariant()

    /// The same document in `variant`, named after it.
    func `in`(_ variant: CheckVariant) -> CheckDocument {
        guard !variant.isEmpty else { return self }
        return CheckDocument(url: url, displayPath: displayPath, name: "\(name)@\(variant.name)", variant: variant)
    }

    /// What identifies the case in the cache: the path, and the variant.
    var cacheIdentity: String {
        variant.isEmpty ? displayPath : "\(displayPath)@\(variant.name)"
    }
}

enum CheckInputs {
    static let documentExtensions: Set<String> = ["yaml", "yml", "json"]

    /// The documents named by `paths`.
    ///
    /// - Throws: `CommandError` (exit 2) for a path that does not exist, or a directory with no
    ///   documents.
    static func documents(in paths: [String]) throws -> [CheckDocument] {
        var result: [CheckDocument] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("cannot read '\(path)': no such file or directory", status: .trouble)
            }
            guard isDirectory.boolValue else {
                result.append(document(KernelPath.url(path), displayPath: path))
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let found = names.sorted().compactMap { name -> CheckDocument? in
                let url = KernelPath.url(path).appendingPathComponent(name)
                guard !name.hasPrefix("."), documentExtensions.contains(url.pathExtension.lowercased()) else {
                    return nil
                }
                var isSubdirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isSubdirectory),
                    !isSubdirectory.boolValue
                else { return nil }
                let shown = path.hasSuffix("/") ? path + name : path + "/" + name
                return document(url, displayPath: shown)
            }
            guard !found.isEmpty else {
                throw CommandError(
                    "'\(path)' holds no layout documents (.yaml, .yml or .json files)", status: .trouble)
            }
            result += found
        }
        return result
    }

    /// `documents` once per case of their matrix: every device (the command line's when it names
    /// any, else the document's `check.devices`) in every variant (the command line's when it
    /// names any, else the document's `check.variants`), a variant's own device winning. A
    /// document that cannot be read stays a single case and reports its trouble when checked.
    /// One document's cases follow each other in name order, as merged reports order them.
    static func expandingMatrix(
        _ documents: [CheckDocument], devices: [DeviceSelection], variants: [CheckVariant], budget: DocumentBudget
    ) -> [CheckDocument] {
        // Read with a device standing in for the viewport: a document checked only on devices
        // need not have one of its own.
        // Only documents that mention `devices` or `variants` are decoded here, so a suite
        // without a matrix (and a warm --cache run) reads each document once.
        let reading = Device.presets.first.map { DeviceSelection(device: $0) }
        let markers = [Data("devices".utf8), Data("variants".utf8)]
        return documents.flatMap { document -> [CheckDocument] in
            var (devices, variants) = (devices, variants)
            if devices.isEmpty || variants.isEmpty,
                let data = try? BoundedFile.read(document.url.path, atMost: budget.documentBytes),
                markers.contains(where: { data.range(of: $0) != nil }),
                let settings = (try? LayoutDocument.load(contentsOf: document.url, budget: budget, device: reading))?
                    .check
            {
                if devices.isEmpty { devices = settings.devices }
                if variants.isEmpty { variants = settings.variants }
            }
            let onDevices = devices.isEmpty ? [CheckVariant()] : devices.map(CheckVariant.init)
            let cases = onDevices.flatMap { device in
                variants.isEmpty ? [device] : variants.map(device.replacing)
            }
            var seen = Set<String>()
            return cases.map(document.in).filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
        }
    }

    private static func document(_ url: URL, displayPath: String) -> CheckDocument {
        CheckDocument(
            url: url, displayPath: relativeToWorkingDirectory(displayPath),
            name: url.deletingPathExtension().lastPathComponent)
    }

    /// `path` relative to the working directory when it lies inside it, so that reports (JUnit's
    /// `file`, the HTML page) name documents the same way on every machine and checkout.
    ///
    /// The working directory comes back from the system with its symbolic links resolved, while
    /// `path` may reach the same folder through a link (a `/tmp` that is a link, say), so the two
    /// are compared as written first and then with links resolved on both sides.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file = URL(fileURLWithPath: path)
        let candidates = [
            (directory.standardizedFileURL.path, file.standardizedFileURL.path),
            // Links in the file's directories only: a link named in the working directory keeps its name.
            (
                directory.resolvingSymlinksInPath().path,
                file.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
                    file.lastPathComponent
                )
                .path
            ),
        ]
        for (directory, file) in candidates {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        }
        return path
    }
}
