internal import CISAL
internal import CPNG

/// Raw deflate of one band of filtered rows, by zlib or igzip: primed with `dictionary` (the
/// bytes before the band), ended by a sync flush (byte-aligned, not final) or, for the last
/// band, by the final block, so that the bands joined in order are one deflate stream.
enum BandDeflater {
    static func deflate(
        _ input: [UInt8], dictionary: [UInt8], compressor: PNGEncodingSettings.Compressor, isLast: Bool
    ) -> CompressedBand {
        let compressed =
            switch compressor {
            case .zlib(let level): zlib(input, dictionary: dictionary, level: level, isLast: isLast)
            case .igzip(let level): igzip(input, dictionary: dictionary, level: level, isLast: isLast)
            }
        let adler = input.withUnsafeBufferPointer { CPNG.adler32(1, $0.baseAddress, UInt32($0.count)) }
        return CompressedBand(compressed: compressed, adler: adler, length: input.count)
    }

    private static func zlib(_ input: [UInt8], dictionary: [UInt8], level: Int, isLast: Bool) -> [UInt8] {
        var stream = z_stream()
        let initialised = deflateInit2_(
            &stream, Int32(level), Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        precondition(initialised == Z_OK, "deflateInit2: \(initialised)")
        defer { deflateEnd(&stream) }
        if !dictionary.isEmpty {
            dictionary.withUnsafeBufferPointer { _ = deflateSetDictionary(&stream, $0.baseAddress, UInt32($0.count)) }
        }
        // deflateBound covers the whole stream; the loop only guards against it being short (a
        // sync flush adds a few bytes it does not count).
        let room = Int(deflateBound(&stream, UInt(input.count))) + 64
        return input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            return drained(room: room) { destination in
                stream.next_out = destination.baseAddress
                stream.avail_out = UInt32(destination.count)
                let result = CPNG.deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
                let finished =
                    isLast ? result == Z_STREAM_END : stream.avail_in == 0 && stream.avail_out > 0
                // With a valid level and stream, deflate has no error to report; a band cut
                // short would be a PNG that does not decode.
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "deflate: \(result)")
                return (destination.count - Int(stream.avail_out), finished)
            }
        }
    }

    /// igzip keeps its state (with a 64 KiB history buffer) in the stream structure, so the
    /// structure lives on the heap, not on a worker thread's stack.
    private static func igzip(_ input: [UInt8], dictionary: [UInt8], level: Int, isLast: Bool) -> [UInt8] {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<isal_zstream>.size, alignment: MemoryLayout<isal_zstream>.alignment)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<isal_zstream>.size)
        let stream = memory.bindMemory(to: isal_zstream.self, capacity: 1)
        // Level 0 needs no working buffer.
        let levelBufferSize = Int(layoutshot_igzip_level_buffer_size(Int32(level)))
        let levelBuffer = levelBufferSize > 0 ? UnsafeMutablePointer<UInt8>.allocate(capacity: levelBufferSize) : nil
        defer {
            levelBuffer?.deallocate()
            memory.deallocate()
        }
        isal_deflate_init(stream)
        stream.pointee.level = UInt32(level)
        stream.pointee.level_buf = levelBuffer
        stream.pointee.level_buf_size = UInt32(levelBufferSize)
        stream.pointee.end_of_stream = isLast ? 1 : 0
        stream.pointee.flush = UInt16(isLast ? NO_FLUSH : SYNC_FLUSH)
        if !dictionary.isEmpty {
            dictionary.withUnsafeBufferPointer {
                _ = isal_deflate_set_dict(stream, UnsafeMutablePointer(mutating: $0.baseAddress), UInt32($0.count))
            }
        }
        // Room for stored blocks (5 bytes per 64 KiB) and a few block headers; if igzip needs
        // more, the loop calls it again.
        let room = input.count + input.count / 1024 + 1024
        return input.withUnsafeBufferPointer { source in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = UInt32(source.count)
            return drained(room: room) { destination in
                stream.pointee.next_out = destination.baseAddress
                stream.pointee.avail_out = UInt32(destination.count)
                let result = isal_deflate(stream)
                // Its level and buffer are valid, so igzip has no error to report; a band cut
                // short would be a PNG that does not decode.
                precondition(result == COMP_OK, "isal_deflate: \(result)")
                // igzip returns with room to spare only once all input is compressed and the
                // flush (or the final block) is written.
                let finished = stream.pointee.avail_out > 0
                precondition(!finished || stream.pointee.avail_in == 0, "isal_deflate left input")
                return (destination.count - Int(stream.pointee.avail_out), finished)
            }
        }
    }

    /// The output of calling `step` on a buffer of `room` bytes until it reports it is done:
    /// each call answers how many bytes it wrote to the buffer's start.
    private static func drained(
        room: Int, _ step: (UnsafeMutableBufferPointer<UInt8>) -> (produced: Int, done: Bool)
    ) -> [UInt8] {
        var output: [UInt8] = []
        // Only the bytes a step produced are read from it, so it is not cleared first.
        var chunk = [UInt8](unsafeUninitializedCapacity: room) { _, count in count = room }
        var done = false
        while !done {
            let (produced, finished) = chunk.withUnsafeMutableBufferPointer { step($0) }
            output += chunk[..<produced]
            done = finished
        }
        return output
    }
}

/// One band compressed: its raw deflate bytes, and the Adler-32 and length of its input.
struct CompressedBand: Sendable {
    var compressed: [UInt8]
    var adler: UInt
    var length: Int
}
