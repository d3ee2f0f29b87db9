/// Output written in pieces: bytes gather in a buffer that is handed to `drain` whenever it holds
/// `chunkSize` bytes or more (checked between pieces of output, `drainIfFull`), and once more by
/// `finish()`; a large piece made apart (`write`) goes to `drain` whole, after what is pending.
///
/// The large text outputs (snapshot JSON, SVG) are written through one of these, so a document of
/// a million elements never holds its whole output in memory: the file receives it chunk by chunk.
/// Collecting into an array (`ByteStream.collect`) gives the same bytes at once.
public struct ByteStream: ~Copyable {
    /// The bytes not yet drained: `count` of them at `base`, in room for `capacity`. Kept by
    /// hand rather than in an array: a writer appends a few bytes at a time, millions of times,
    /// and an array's uniqueness and capacity checks on each append were a fifth of writing an
    /// SVG. The stream is not copyable, so the buffer has one owner.
    @usableFromInline var base: UnsafeMutableRawPointer
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    /// How many bytes gather before they are drained.
    public let chunkSize: Int
    private let drain: (UnsafeRawBufferPointer) throws -> Void
    /// Takes a large piece whole, without a copy (`write(owned:)`); nil: `drain` copies it.
    private let drainOwned: (([UInt8]) throws -> Void)?

    /// A stream handing its bytes to `drain` in chunks of about `chunkSize` bytes (1 MiB by default).
    public init(chunkSize: Int = 1 << 20, drain: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.init(chunkSize: chunkSize, drain: drain, drainOwned: nil)
    }

    /// A stream handing its bytes to `drain` in chunks of about `chunkSize` bytes, and the large
    /// pieces given to `write(owned:)` to `drainOwned`, whole: a drain that keeps its bytes
    /// (to write them on another thread) then takes those without copying them.
    package init(
        chunkSize: Int = 1 << 20, drain: @escaping (UnsafeRawBufferPointer) throws -> Void,
        drainOwned: (([UInt8]) throws -> Void)?
    ) {
        self.chunkSize = max(1, chunkSize)
        self.drain = drain
        self.drainOwned = drainOwned
        // A chunk and the element that crosses its end, or for a collecting stream a small start.
        capacity = chunkSize < (1 << 24) ? self.chunkSize + (1 << 16) : 1 << 10
        base = Self.allocate(capacity)
    }

    /// Room for `capacity` bytes, bound to `UInt8` (numbers are printed into it as bytes).
    private static func allocate(_ capacity: Int) -> UnsafeMutableRawPointer {
        let room = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        room.bindMemory(to: UInt8.self, capacity: capacity)
        return room
    }

    deinit { base.deallocate() }

    /// The bytes not yet drained (valid until the next change to the stream).
    private var pending: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// Appends `bytes`.
    @inlinable
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if length > capacity &- count { grow(toHold: count + length) }
        (base + count).copyMemory(from: source, byteCount: length)
        count &+= length
    }

    /// Makes room for `capacity` bytes in all, when there is less.
    public mutating func reserve(_ capacity: Int) {
        if capacity > self.capacity { grow(toHold: capacity) }
    }

    /// Makes room for `needed` bytes in all, at least doubling the room.
    @usableFromInline
    package mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = Self.allocate(newCapacity)
        newBase.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends `text`'s bytes. Inlined where it is written, and short literals (most of the
    /// writers' punctuation and keys) copied byte by byte: a call into the C library's `memmove`
    /// for a few bytes cost more than the copy, and the writers append millions of them.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        }
        let length = text.utf8CodeUnitCount
        if length > capacity &- count { grow(toHold: count + length) }
        let source = text.utf8Start
        let destination = (base + count).assumingMemoryBound(to: UInt8.self)
        if length <= 32 {
            for index in 0..<length { destination[index] = source[index] }
        } else {
            destination.update(from: source, count: length)
        }
        count &+= length
    }

    /// Appends `text` as UTF-8. Disfavoured, so that a literal goes to the `StaticString` form,
    /// one copy of bytes known when compiling (the writers append millions of literals).
    @_disfavoredOverload
    public mutating func append(_ text: String) {
        var text = text
        // The contiguous bytes go in with one copy (appending the UTF-8 view goes byte by byte).
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `value` in decimal, as `String(value)` would, without making the string.
    public mutating func append(decimal value: Int64) {
        withRoom(20) { start in
            let sign = DecimalText.writeSign(of: value, to: start)
            return sign + DecimalText.writeDigits(value.magnitude, to: start + sign)
        }
    }

    /// Lets `write` put up to `room` bytes at the end of the buffer, then keeps as many as it
    /// says it wrote: numbers are printed in place, without a copy.
    package mutating func withRoom(_ room: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if room > capacity &- count { grow(toHold: count + room) }
        count += write((base + count).assumingMemoryBound(to: UInt8.self))
    }

    /// Appends two spaces per level of `indent`, the indentation of LayoutShot's XML.
    public mutating func pad(_ indent: Int) {
        let spaces: StaticString = "                                "
        var left = max(0, indent) * 2
        spaces.withUTF8Buffer { spaces in
            while left > 0 {
                let piece = min(left, spaces.count)
                append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: spaces[..<piece])))
                left -= piece
            }
        }
    }

    /// Appends what `write` appends, and answers a copy of those bytes (`write` must not drain
    /// the stream): a writer keeps a line it may write again.
    package mutating func appendCopying(_ write: (inout ByteStream) -> Void) -> [UInt8] {
        let start = count
        write(&self)
        return [UInt8](UnsafeRawBufferPointer(start: base + start, count: count - start))
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count &+= 1
    }

    /// Appends `bytes`.
    public mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        let appended: Void? = bytes.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        if appended == nil {
            for byte in bytes { append(byte: byte) }
        }
    }

    /// Hands the buffer to `drain` when it holds a chunk or more; call between pieces of output
    /// (after each element), so a chunk boundary never depends on more than the bytes written.
    public mutating func drainIfFull() throws {
        if count >= chunkSize { try drainPending() }
    }

    /// Appends `bytes` and offers a chunk. A large piece (half a chunk or more, made apart and
    /// appended whole, like a slice of SVG formatted on another core) goes to `drain` straight
    /// after what is pending, without a copy through the buffer; the bytes drained are the same.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        guard bytes.count >= max(1, chunkSize / 2) else {
            append(bytes)
            return try drainIfFull()
        }
        try finish()
        try drain(bytes)
    }

    /// `write(_:)` of a piece the stream may keep: a large one goes to `drainOwned` whole,
    /// without a copy, when the stream has one. The bytes drained are the same.
    public mutating func write(owned bytes: [UInt8]) throws {
        guard let drainOwned, bytes.count >= max(1, chunkSize / 2) else {
            return try bytes.withUnsafeBytes { try write($0) }
        }
        try finish()
        try drainOwned(bytes)
    }

    /// Hands what is left to `drain`.
    public mutating func finish() throws {
        if count > 0 { try drainPending() }
    }

    private mutating func drainPending() throws {
        try drain(pending)
        count = 0
    }

    /// The bytes `body` writes, collected into one array; `capacity`: the room to start with.
    public static func collect(capacity: Int = 1 << 10, _ body: (inout ByteStream) throws -> Void) rethrows -> [UInt8] {
        // A shared box lets the escaping drain closure append to the result; nothing is drained
        // before the writer finishes, so the bytes are copied once, at the end.
        let collected = CollectedBytes()
        var stream = ByteStream(chunkSize: .max) { collected.bytes.append(contentsOf: $0) }
        stream.reserve(capacity)
        try body(&stream)
        collected.bytes.append(contentsOf: stream.pending)
        return collected.bytes
    }

    /// The bytes of `write`, a writer that can fail only through its stream's drain (the SVG and
    /// snapshot writers): collected in memory, where draining cannot fail, it cannot fail either.
    /// A writer that throws anyway is a programming error, stopped here rather than turned into
    /// missing output.
    public static func collectWriter(capacity: Int = 1 << 10, _ write: (inout ByteStream) throws -> Void) -> [UInt8] {
        do {
            return try collect(capacity: capacity, write)
        } catch {
            preconditionFailure("a writer that can fail only through its drain threw: \(error)")
        }
    }
}

/// The array `ByteStream.collect` fills.
private final class CollectedBytes {
    var bytes: [UInt8] = []
}
