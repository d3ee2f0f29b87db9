import Dispatch
import Foundation

/// The temporary files and directories this process has beside its outputs, so that none
/// outlives it: removed on every error path by their writers, on SIGINT and SIGTERM by
/// `removeOnTermination()`, and after a SIGKILL by the next run writing into the same directory
/// (`removeAbandoned(in:)`: entries of processes that no longer exist).
///
/// Names are short and fixed in form, `.layoutshot-<pid>-<n>.tmp`, so they stay within the
/// filesystem's 255-byte limit whatever the destination is called.
public enum TemporaryFiles {
    private static let state = Mutex()

    /// A name for a new temporary entry in `directory` that no other writer uses.
    public static func newURL(in directory: URL) -> URL {
        let number = state.nextNumber()
        return directory.appendingPathComponent("\(prefix)\(getpid())-\(number)\(suffix)")
    }

    /// Records `url` as this process's until `release(_:)`.
    public static func hold(_ url: URL) { state.insert(url.path) }

    /// Forgets `url` (renamed into place or removed).
    public static func release(_ url: URL) { state.remove(url.path) }

    /// Removes, once per directory and process, the temporary entries in `directory` left by
    /// processes that no longer exist (killed with SIGKILL mid-write).
    public static func removeAbandoned(in directory: URL) {
        guard state.firstVisit(directory.standardizedFileURL.path) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = pid_t(pidText), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Installs SIGINT and SIGTERM handlers that remove every held entry and then end the
    /// process with the signal's conventional status (128 + signal). Call once, at start-up.
    public static func removeOnTermination() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                for path in state.held() { try? FileManager.default.removeItem(atPath: path) }
                exit(128 + signalNumber)
            }
            source.resume()
            state.keep(source)
        }
    }

    private static let prefix = ".layoutshot-"
    private static let suffix = ".tmp"

    /// The shared state, behind a lock: writers may run on several threads (`check --jobs`).
    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var counter = 0
        private var paths: Set<String> = []
        private var visited: Set<String> = []
        private var sources: [DispatchSourceSignal] = []

        func nextNumber() -> Int {
            lock.withLock {
                counter += 1; return counter
            }
        }
        func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }
        func remove(_ path: String) { lock.withLock { _ = paths.remove(path) } }
        func held() -> [String] { lock.withLock { Array(paths) } }
        func firstVisit(_ directory: String) -> Bool { lock.withLock { visited.insert(directory).inserted } }
        func keep(_ source: DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}
