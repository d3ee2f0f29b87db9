/// Output written in pieces: bytes gather in a buffer that is handed to `drain` whenever it holds
/// `chunkSize` bytes or more, and once more by `finish()`.
///
/// The large text outputs (snapshot JSON, SVG) are written through one of these, so a document of
/// a million elements never holds its whole output in memory: the file receives it chunk by chunk.
/// Collecting into an array (`ByteStream.collect`) gives the same bytes at once.
public struct ByteStream {
    /// The bytes not yet drained.
    public private(set) var pending: [UInt8] = []
    /// How many bytes gather before they are drained.
    public let chunkSize: Int
    private let drain: (UnsafeRawBufferPointer) throws -> Void

    /// A stream handing its bytes to `drain` in chunks of about `chunkSize` bytes (1 MiB by default).
    public init(chunkSize: Int = 1 << 20, drain: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.drain = drain
    }

    /// Appends `text`'s bytes.
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { pending.append(contentsOf: $0) }
    }

    /// Appends `text` as UTF-8.
    public mutating func append(_ text: String) {
        var text = text
        // The contiguous bytes go in with one copy (appending the UTF-8 view goes byte by byte).
        text.withUTF8 { pending.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, as `String(value)` would, without making the string.
    public mutating func append(decimal value: Int64) {
        if value < 0 { pending.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // room for 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[31 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            pending.append(contentsOf: buffer[(32 - count)...])
        }
    }

    /// Appends two spaces per level of `indent`, the indentation of LayoutShot's XML.
    public mutating func pad(_ indent: Int) {
        for _ in 0..<max(0, indent) { append("  ") }
    }

    /// Appends one byte.
    public mutating func append(byte: UInt8) {
        pending.append(byte)
    }

    /// Appends `bytes`.
    public mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        pending.append(contentsOf: bytes)
    }

    /// Hands the buffer to `drain` when it holds a chunk or more; call between pieces of output
    /// (after each element), so a chunk boundary never depends on more than the bytes written.
    public mutating func drainIfFull() throws {
        if pending.count >= chunkSize { try drainPending() }
    }

    /// Hands what is left to `drain`.
    public mutating func finish() throws {
        if !pending.isEmpty { try drainPending() }
    }

    private mutating func drainPending() throws {
        try pending.withUnsafeBytes { try drain($0) }
        pending.removeAll(keepingCapacity: true)
    }

    /// The bytes `body` writes, collected into one array.
    public static func collect(_ body: (inout ByteStream) throws -> Void) rethrows -> [UInt8] {
        // A shared box lets the escaping drain closure append to the result; nothing is drained
        // before the writer finishes, so small pieces (an element, an attribute) cost no copy.
        let collected = CollectedBytes()
        var stream = ByteStream(chunkSize: .max) { collected.bytes.append(contentsOf: $0) }
        try body(&stream)
        if collected.bytes.isEmpty { return stream.pending }
        collected.bytes.append(contentsOf: stream.pending)
        return collected.bytes
    }

    /// The bytes of `write`, a writer that can fail only through its stream's drain (the SVG and
    /// snapshot writers): collected in memory, where draining cannot fail, it cannot fail either.
    /// A writer that throws anyway is a programming error, stopped here rather than turned into
    /// missing output.
    public static func collectWriter(_ write: (inout ByteStream) throws -> Void) -> [UInt8] {
        do {
            return try collect(write)
        } catch {
            preconditionFailure("a writer that can fail only through its drain threw: \(error)")
        }
    }
}

/// The array `ByteStream.collect` fills.
private final class CollectedBytes {
    var bytes: [UInt8] = []
}
