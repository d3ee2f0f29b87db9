import Foundation

/// A file as the kernel knows it: the device it lives on and its inode number. Two paths name
/// the same file exactly when their identities are equal, whatever the spelling: `lnk/..`, a
/// symbolic link, a hard link or the same folder mounted twice (`mount --bind`). Comparing path
/// strings misses all four, so every "is this output one of the inputs?" question is asked here.
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    public let device: UInt64
    /// The file's inode number on that device (`st_ino`).
    public let inode: UInt64

    /// The identity of what `path` names, resolved as `open(2)` resolves it (`..` after a link
    /// included, so no `KernelPath` is needed first); nil when nothing is there (a missing file,
    /// a dangling link).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity recorded in `status` (from `stat` or `fstat`).
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
