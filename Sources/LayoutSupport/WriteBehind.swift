import Dispatch
import Foundation

/// Writes a stream's chunks on a thread of its own, in order, so that the next chunk is made
/// while the kernel copies the last one into the file: for a large SVG or JSON the copying is a
/// sixth of the work, and the writer no longer waits for it.
///
/// The first chunk is written at once, on the caller's thread: most outputs are one chunk, and
/// they start no thread. Later chunks are copied (the caller's buffer is reused as soon as `write`
/// returns; a copy costs far less than the kernel's), or taken whole when handed over
/// (`write(owned:)`), and queued, at most `depth` at a time (the caller waits when the queue is
/// full, so memory stays a few chunks). A failed write is
/// reported by the next `write` or by `finish`, and nothing after it is written.
package final class WriteBehind: @unchecked Sendable {
    private let sink: @Sendable (UnsafeRawBufferPointer) throws -> Void
    private let queue = DispatchQueue(label: "layoutshot.write-behind")
    private let pending = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    /// The first failure of the sink; guarded by `lock`.
    private var failure: (any Error)?
    private var wroteFirst = false

    /// A writer handing chunks to `sink`, with at most `depth` chunks queued.
    package init(depth: Int = 4, sink: @escaping @Sendable (UnsafeRawBufferPointer) throws -> Void) {
        self.sink = sink
        slots = DispatchSemaphore(value: max(1, depth))
    }

    /// Writes `bytes` after everything written before; valid only until `finish`.
    ///
    /// - Throws: the sink's error for this or an earlier chunk.
    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        try rethrowFailure()
        guard wroteFirst else { return try writeFirst(bytes) }
        try enqueue([UInt8](bytes))
    }

    /// Writes `chunk`, handed over whole, after everything written before: queued without a
    /// copy (a slice of SVG formatted on another core, say).
    ///
    /// - Throws: the sink's error for this or an earlier chunk.
    package func write(owned chunk: [UInt8]) throws {
        try rethrowFailure()
        guard wroteFirst else { return try chunk.withUnsafeBytes { try writeFirst($0) } }
        try enqueue(chunk)
    }

    /// Writes the first chunk on the caller's thread.
    private func writeFirst(_ bytes: UnsafeRawBufferPointer) throws {
        wroteFirst = true
        do {
            try sink(bytes)
        } catch {
            lock.withLock { failure = error }
            throw error
        }
    }

    /// Queues `chunk` behind the ones before it, waiting while `depth` are queued.
    private func enqueue(_ chunk: [UInt8]) throws {
        slots.wait()
        queue.async(group: pending) { [self] in
            defer { slots.signal() }
            guard lock.withLock({ failure == nil }) else { return }
            do {
                try chunk.withUnsafeBytes(sink)
            } catch {
                lock.withLock { failure = error }
            }
        }
    }

    /// Waits until every chunk is written (or dropped after a failure): after it, the sink is
    /// no longer called, and the file can be closed.
    ///
    /// - Throws: the sink's first error.
    package func finish() throws {
        pending.wait()
        try rethrowFailure()
    }

    private func rethrowFailure() throws {
        if let failure = lock.withLock({ failure }) { throw failure }
    }
}
