import Dispatch
import Foundation

/// The temporary files and directories this process has beside its outputs, so that none
/// outlives it: removed on every error path by their writers, on a terminating signal by
/// `removeOnTermination()`, and after a SIGKILL by the next run writing into the same directory
/// (`removeAbandoned(in:)`).
///
/// Names are short and fixed in form, `.layoutshot-<pid>-<n>.tmp`, so they stay within the
/// filesystem's 255-byte limit whatever the destination is called. A name is not proof of
/// anything: a folder of the user's may carry it, and a process id means nothing in another PID
/// namespace (a second container on a shared folder). What proves an entry live is a lock: its
/// owner holds an exclusive `flock` on it from creation until it is renamed or removed, the
/// kernel drops the lock when the owner dies however it dies, and every process on the machine
/// sees it. An abandoned entry is one nobody holds that has not changed for `abandonedAge`
/// seconds; a directory also has to be one of ours (it holds `directoryMarker` and nothing but
/// regular files).
public enum TemporaryFiles {
    private static let state = Mutex()

    /// How long an unlocked entry must be unchanged before it counts as abandoned: more than
    /// the instant between creating an entry and locking it, in which another run must not take
    /// it for abandoned.
    public static let abandonedAge: TimeInterval = 5

    /// The file every temporary directory holds, written first, so a directory of the user's
    /// that happens to carry a temporary name is never taken for one.
    public static let directoryMarker = ".layoutshot-temporary"

    /// A name for a new temporary entry in `directory` that no other writer of this process uses.
    public static func newURL(in directory: URL) -> URL {
        let number = state.nextNumber()
        return directory.appendingPathComponent("\(prefix)\(getpid())-\(number)\(suffix)")
    }

    /// Records `url` as this process's until `release(_:)`, before it is created, so a signal
    /// arriving as it is created still removes it.
    public static func hold(_ url: URL) { state.insert(url.path) }

    /// Takes the lock that marks `url` (created by this process and held) live to other runs.
    /// The lock is held through a descriptor of its own, so it outlasts the writer's descriptor
    /// until the entry is renamed into place or removed.
    public static func lock(_ url: URL) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return
        }
        state.setLock(descriptor, for: url.path)
    }

    /// Forgets `url` (renamed into place or removed) and drops its lock.
    public static func release(_ url: URL) {
        if let descriptor = state.remove(url.path) { close(descriptor) }
    }

    /// Creates a new temporary directory in `directory`: held, marked as one of ours and locked.
    /// Remove it with `removeDirectory(_:)`.
    ///
    /// - Throws: `FileWriteError` when it cannot be created.
    public static func createDirectory(in directory: URL) throws(FileWriteError) -> URL {
        while true {
            let url = newURL(in: directory)
            hold(url)
            guard mkdir(url.path, 0o755) == 0 else {
                let failure = errno
                release(url)
                if failure == EEXIST { continue }
                throw FileWriteError(
                    "cannot create a temporary directory in '\(directory.path)': \(String(cString: strerror(failure)))")
            }
            lock(url)
            let marker = open(url.appendingPathComponent(directoryMarker).path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if marker >= 0 { close(marker) }
            return url
        }
    }

    /// Removes a temporary directory made by `createDirectory(in:)` and what was written in it.
    public static func removeDirectory(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
        release(url)
    }

    /// Removes, once per directory and process, the temporary entries in `directory` that no
    /// process holds and that have not changed for `abandonedAge` seconds (left by a run killed
    /// with SIGKILL mid-write): a file, or a directory of ours with the regular files in it.
    public static func removeAbandoned(in directory: URL) {
        guard state.firstVisit(directory.standardizedFileURL.path) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            removeIfAbandoned(directory.appendingPathComponent(name).path)
        }
    }

    /// Removes the entry at `path` when it is a regular file or one of our directories, old
    /// enough, and not locked; the lock is taken while removing, so two runs sweeping at once
    /// cannot both act on it.
    private static func removeIfAbandoned(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return }
        guard Date().timeIntervalSince1970 - TimeInterval(status.st_mtim.tv_sec) > abandonedAge else { return }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }  // live
        if kind == S_IFREG {
            unlink(path)
        } else {
            removeOwnDirectory(path)
        }
    }

    /// Removes the directory at `path` when it is one of ours: it holds `directoryMarker` and
    /// nothing but regular files (never recursively, never a directory of the user's).
    private static func removeOwnDirectory(_ path: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path),
            names.contains(directoryMarker)
        else { return }
        let files = names.map { path + "/" + $0 }
        let allRegular = files.allSatisfy { file in
            var status = stat()
            return lstat(file, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
        guard allRegular else { return }
        // The marker last: a sweep stopped half-way leaves a directory that is still recognised.
        for file in files.sorted(by: { !$0.hasSuffix(directoryMarker) && $1.hasSuffix(directoryMarker) }) {
            unlink(file)
        }
        rmdir(path)
    }

    /// Installs handlers for the signals that end a process (SIGINT, SIGTERM, SIGHUP, SIGQUIT,
    /// SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ) that remove every held entry and
    /// then end the process with the signal's conventional status (128 + signal). SIGPIPE is
    /// ignored: a closed pipe is then an error of the write, which cleans up as any error does.
    /// Call once, at start-up.
    public static func removeOnTermination() {
        signal(SIGPIPE, SIG_IGN)
        let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ]
        for signalNumber in ending {
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
        /// Held entries, with the descriptor holding each one's `flock` once it is locked.
        private var entries: [String: Int32?] = [:]
        private var visited: Set<String> = []
        private var sources: [DispatchSourceSignal] = []

        func nextNumber() -> Int {
            lock.withLock {
                counter += 1
                return counter
            }
        }
        func insert(_ path: String) { lock.withLock { entries[path] = .some(nil) } }
        func setLock(_ descriptor: Int32, for path: String) { lock.withLock { entries[path] = descriptor } }
        func remove(_ path: String) -> Int32? { lock.withLock { entries.removeValue(forKey: path) ?? nil } }
        func held() -> [String] { lock.withLock { Array(entries.keys) } }
        func firstVisit(_ directory: String) -> Bool { lock.withLock { visited.insert(directory).inserted } }
        func keep(_ source: DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}
