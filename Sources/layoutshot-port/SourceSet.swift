import Foundation
import LayoutPort
import LayoutSupport

/// Reading the files to port and writing the ported ones, all or nothing.
enum SourceSet {
    /// A file that cannot be read or written, described for the user.
    struct Failure: Error {
        /// What went wrong, naming the file.
        let message: String
    }

    /// The largest file the porter reads (layout sources are a few thousand lines).
    static let maximumFileSize = 4 << 20

    /// The Swift files named by `inputs` (directories: their `.swift` files, recursively, in
    /// path order), read as UTF-8.
    static func read(_ inputs: [String]) throws -> [PortSource] {
        var paths: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw Failure(message: "\(input): no such file or directory")
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.subpaths(atPath: input) ?? []).filter { $0.hasSuffix(".swift") }
                    .sorted()
                paths += found.map { (input as NSString).appendingPathComponent($0) }
            } else {
                paths.append(input)
            }
        }
        var names: [String: String] = [:]
        return try paths.map { path in
            let name = (path as NSString).lastPathComponent
            if let other = names.updateValue(path, forKey: name) {
                throw Failure(message: "\(path): another input has the same name (\(other)); outputs would collide")
            }
            let data: Data
            do throws(BoundedFile.Failure) {
                // Sized from `fstat` before reading, and read where the kernel finds it (`lnk/..`).
                data = try BoundedFile.read(KernelPath.resolvingDirectory(path), atMost: maximumFileSize)
            } catch {
                guard case .tooLarge(let size, _) = error else { throw Failure(message: "\(path): \(error.reason)") }
                throw Failure(
                    message: "\(path): \(size) bytes is more than the \(maximumFileSize) a source file may have")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure(message: "\(path): is not UTF-8 text")
            }
            return PortSource(path: path, text: text)
        }
    }

    /// Writes each file under its name into `directory`: every file goes to a temporary name
    /// first and is renamed only when all were written, so a failure leaves no half output.
    ///
    /// Refused before anything is written: an output that is one of `inputs` (porting a folder
    /// into itself would replace the UIKit originals), and a `LayoutShotPortShims.swift` in the
    /// output directory that the porter did not write.
    static func write(_ files: [PortSource], to directory: URL, inputs: [PortSource]) throws {
        // Files, not spellings: a link, `lnk/..`, a hard link or a second mount of the folder.
        let inputFiles = Set(inputs.compactMap { FileIdentity(path: $0.path) })
        let realDirectory = directory.resolvingSymlinksInPath()
        for file in files {
            let final = realDirectory.appendingPathComponent((file.path as NSString).lastPathComponent)
            if let identity = FileIdentity(path: final.path), inputFiles.contains(identity) {
                throw Failure(
                    message: "\(final.path): is a file being ported; the ported copy would replace the UIKit "
                        + "original: choose another output directory")
            }
            if final.lastPathComponent == PortShims.fileName,
                let existing = FileManager.default.contents(atPath: final.path),
                !existing.starts(with: Data(PortShims.header.utf8))
            {
                throw Failure(
                    message: "\(final.path): exists and was not written by layoutshot-port; the port adds a file of "
                        + "this name: move it or choose another output directory")
            }
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(
                message: "\(directory.path): cannot create the output directory (\(error.localizedDescription))")
        }
        var staged: [(temporary: URL, final: URL)] = []
        defer { for file in staged { try? FileManager.default.removeItem(at: file.temporary) } }
        for file in files {
            let final = directory.appendingPathComponent((file.path as NSString).lastPathComponent)
            let data = Data(file.text.utf8)
            let temporary = directory.appendingPathComponent(".\(final.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try data.write(to: temporary)
            } catch {
                throw Failure(message: "\(final.path): cannot be written (\(error.localizedDescription))")
            }
            staged.append((temporary, final))
        }
        for file in staged {
            _ = try? FileManager.default.removeItem(at: file.final)
            do {
                try FileManager.default.moveItem(at: file.temporary, to: file.final)
            } catch {
                throw Failure(message: "\(file.final.path): cannot be written (\(error.localizedDescription))")
            }
        }
        staged = []
    }
}
