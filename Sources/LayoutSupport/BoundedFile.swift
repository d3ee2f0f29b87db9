import Foundation

/// Reads files whole, but never more than a limit: the size is taken from `fstat` of the open
/// file before anything is read, so a 2 GB document is refused at once and not after 40 seconds
/// and 4 GB, and reading stops one byte past the limit, so a file that grows while it is read, a
/// device (`/dev/zero`) or a pipe is bounded too. A directory is refused, not read as empty.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path names a directory.
        case directory
        /// The file is larger than the limit (its size, or the limit + 1 when the size is not
        /// known before reading).
        case tooLarge(bytes: Int, limit: Int)
        /// The file could not be opened or read (the system's reason).
        case unreadable(String)

        /// The failure in words, to follow the file's name: "does not exist", "is 2147483648
        /// bytes, over the limit of 1000".
        public var reason: String {
            switch self {
            case .missing: "does not exist"
            case .directory: "is a directory, not a file"
            case .tooLarge(let bytes, let limit): "is \(bytes) bytes, over the limit of \(limit)"
            case .unreadable(let reason): "cannot be read (\(reason))"
            }
        }
    }

    /// The whole content of `path`, which must be at most `limit` bytes.
    ///
    /// - Throws: `Failure`; nothing is read past `limit + 1` bytes.
    public static func read(_ path: String, atMost limit: Int) throws(Failure) -> Data {
        try withOpenFile(path) { descriptor, status throws(Failure) in
            let size = Int(status.st_size)
            if status.st_mode & S_IFMT == S_IFREG, size > limit { throw .tooLarge(bytes: size, limit: limit) }
            let expected = status.st_mode & S_IFMT == S_IFREG ? size : 0
            return try readAll(descriptor, atMost: limit, expecting: expected)
        }
    }

    /// The first `count` bytes of `path` (fewer when the file is shorter): enough to recognise a
    /// file (a PNG signature, a JSON report's opening) without reading it.
    ///
    /// - Throws: `Failure`.
    public static func prefix(of path: String, count: Int) throws(Failure) -> Data {
        try withOpenFile(path) { descriptor, _ throws(Failure) in
            var data = Data(count: count)
            var filled = 0
            while filled < count {
                let got = readSome(descriptor, into: &data, at: filled)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                filled += got
            }
            return data.prefix(filled)
        }
    }

    /// The size of the regular file at `path` from `stat`, or nil when there is none.
    public static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Opens `path` for reading without blocking on a pipe that has no writer, and hands the
    /// descriptor and its status to `body`.
    private static func withOpenFile<Result>(
        _ path: String, _ body: (Int32, stat) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT || failure == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(failure)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .directory }
        // Reads block again once the file is open: a pipe's writer is waited for, not raced.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try body(descriptor, status)
    }

    /// Reads `descriptor` to its end, refusing more than `limit` bytes.
    private static func readAll(_ descriptor: Int32, atMost limit: Int, expecting expected: Int) throws(Failure)
        -> Data
    {
        var data = Data(count: min(limit, max(expected, 0)) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= limit else { throw .tooLarge(bytes: filled, limit: limit) }
                data.count = min(limit + 1, max(data.count * 2, 65_536))
            }
            let got = readSome(descriptor, into: &data, at: filled)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            filled += got
        }
        guard filled <= limit else { throw .tooLarge(bytes: filled, limit: limit) }
        data.count = filled
        return data
    }

    /// One `read(2)` into `data` from `offset` to its end: the bytes read, 0 at the end, -1 on error.
    private static func readSome(_ descriptor: Int32, into data: inout Data, at offset: Int) -> Int {
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return Foundation.read(descriptor, base + offset, buffer.count - offset)
        }
    }
}
