import CollectionLayout
import Foundation
import LayoutSupport

extension LayoutSnapshot {
    /// The canonical JSON bytes written straight from the snapshot, element by element: the
    /// bytes of `jsonValue.canonicalData` (tested) without building the value tree, which cost
    /// most of the time and memory of large snapshots (a dictionary, sorted keys and boxed
    /// numbers per element).
    func canonicalBytes() -> [UInt8] {
        ByteStream.collectWriter { stream in
            try Self.writeCanonicalJSON(
                version: version, contentSize: contentSize, viewport: viewport, elements: elements, to: &stream)
        }
    }

    /// Writes the canonical JSON of the snapshot of `attributes` to `stream` — the bytes of
    /// `LayoutSnapshot(attributes:contentSize:viewport:).jsonData()` — without making the
    /// snapshot: the elements' values are read from their attributes a batch at a time on this
    /// thread, and each batch is formatted in slices on `workers` cores while this thread reads
    /// the next, so a million elements cost two batches and their text, not a copy of every
    /// element and of the file. The bytes do not depend on `workers`.
    ///
    /// - Throws: what the stream's drain throws (a full disk, say).
    public static func writeCanonicalJSON(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect,
        to stream: inout ByteStream,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws {
        let order = keyOrder(attributes.map(\.elementKey))
        guard workers > 1, order.count > batchSize else {
            // One batch, or one core: written as it is read, in full chunks.
            return try writeCanonicalJSON(
                version: currentVersion, contentSize: contentSize, viewport: viewport,
                elements: order.lazy.map { ElementSnapshot(attributes[$0]) }, to: &stream)
        }
        try writeCanonicalJSON(
            version: currentVersion, contentSize: contentSize, viewport: viewport, elementCount: order.count,
            to: &stream
        ) { stream in
            // While the other cores format a batch, this thread reads the next one's attributes,
            // then joins in and writes the pieces: no core waits for the reading.
            var formatting = ParallelWork.Pipeline<[UInt8]>(jobs: workers - 1)
            for batchStart in stride(from: 0, to: order.count, by: batchSize) {
                let batchEnd = min(order.count, batchStart + batchSize)
                let batch = order[batchStart..<batchEnd].map { ElementSnapshot(attributes[$0]) }
                let sliceCount = workers * 2
                let sliceSize = (batch.count + sliceCount - 1) / sliceCount
                let isLastBatch = batchEnd == order.count
                let format: @Sendable (Int) -> [UInt8] = { slice in
                    let range = min(batch.count, slice * sliceSize)..<min(batch.count, (slice + 1) * sliceSize)
                    return ByteStream.collectWriter(capacity: range.count * bytesPerElement) { piece in
                        for index in range {
                            piece.json(batch[index])
                            piece.append(isLastBatch && index == batch.count - 1 ? "\n" : ",\n")
                        }
                    }
                }
                try formatting.hand(count: sliceCount, format) { try write($0, to: &stream) }
            }
            try formatting.finish { try write($0, to: &stream) }
        }
    }

    /// Elements read and formatted a batch at a time: large enough that handing a batch to the
    /// other cores costs little, small enough to stay in the cache.
    private static let batchSize = 8_192
    /// Room for an element's text (about 350 bytes with the identity transform).
    private static let bytesPerElement = 512

    private static func write(_ pieces: [[UInt8]], to stream: inout ByteStream) throws {
        for piece in pieces { try stream.write(owned: piece) }
    }

    private static func writeCanonicalJSON<Elements: Collection<ElementSnapshot>>(
        version: Int, contentSize: CGSize, viewport: CGRect, elements: Elements, to stream: inout ByteStream
    ) throws {
        try writeCanonicalJSON(
            version: version, contentSize: contentSize, viewport: viewport, elementCount: elements.count, to: &stream
        ) { stream in
            var remaining = elements.count
            for element in elements {
                remaining -= 1
                stream.json(element)
                stream.append(remaining > 0 ? ",\n" : "\n")
                try stream.drainIfFull()
            }
        }
    }

    /// The snapshot's object around its elements, which `writeElements` writes (each followed
    /// by `,\n`, the last by `\n`) when there are any.
    private static func writeCanonicalJSON(
        version: Int, contentSize: CGSize, viewport: CGRect, elementCount: Int, to stream: inout ByteStream,
        writeElements: (inout ByteStream) throws -> Void
    ) throws {
        stream.append("{\n  \"contentSize\": ")
        stream.json(contentSize)
        stream.append(",\n  \"elements\": ")
        if elementCount == 0 {
            stream.append("[]")
        } else {
            stream.append("[\n")
            try writeElements(&stream)
            stream.append("  ]")
        }
        stream.append(",\n  \"version\": ")
        stream.json(Double(version))
        stream.append(",\n  \"viewport\": ")
        stream.json(viewport)
        stream.append("\n}\n")
        try stream.finish()
    }
}

/// The canonical forms `JSONValue` defines, for the shapes of a snapshot.
extension ByteStream {
    fileprivate mutating func json(_ value: Double) {
        // Most of a layout's numbers are below 10⁹, and whole: written as `JSONValue.format`
        // writes them, without a string.
        switch JSONValue.smallNumberText(value) {
        case .whole(let whole): append(decimal: whole)
        case .millionths(let scaled): json(millionths: scaled)
        case nil: append(JSONValue.format(value))
        }
    }

    /// A fraction, out of line: the whole numbers above stay inlined where they are written,
    /// millions of times.
    @inline(never)
    private mutating func json(millionths scaled: Int64) {
        withRoom(JSONValue.maximumMillionthsLength) { DecimalText.write(millionths: scaled, to: $0) }
    }

    /// An integer (an item, a section, a zIndex): its digits, which are `JSONValue`'s text of it
    /// below 10¹⁵ (where it is a whole double); beyond, that text as a double's.
    fileprivate mutating func json(integer value: Int) {
        if value > -1_000_000_000_000_000 && value < 1_000_000_000_000_000 {
            append(decimal: Int64(value))
        } else {
            json(Double(value))
        }
    }

    fileprivate mutating func json(_ value: String) {
        // Most strings (categories, kinds) need no escaping: their bytes go in as they are.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            append(byte: UInt8(ascii: "\""))
            append(value)
            append(byte: UInt8(ascii: "\""))
        } else {
            var bytes: [UInt8] = []
            JSONValue.writeString(value, to: &bytes)
            append(contentsOf: bytes)
        }
    }

    /// `{"height": …, "width": …}`.
    fileprivate mutating func json(_ size: CGSize) {
        field("height", size.height, first: true)
        field("width", size.width)
        append("}")
    }

    /// `{"x": …, "y": …}`.
    fileprivate mutating func json(_ point: CGPoint) {
        field("x", point.x, first: true)
        field("y", point.y)
        append("}")
    }

    /// `{"height": …, "width": …, "x": …, "y": …}`.
    fileprivate mutating func json(_ rect: CGRect) {
        field("height", rect.size.height, first: true)
        field("width", rect.size.width)
        field("x", rect.origin.x)
        field("y", rect.origin.y)
        append("}")
    }

    /// `"key": value` of a one-line object, opening it when `first`.
    private mutating func field(_ key: StaticString, _ value: CGFloat, first: Bool = false) {
        append(first ? "{\"" : ", \"")
        append(key)
        append("\": ")
        json(Double(value))
    }

    /// One element at the elements array's indentation, keys in byte order.
    fileprivate mutating func json(_ element: ElementSnapshot) {
        append("    {\n      \"alpha\": ")
        json(Double(element.alpha))
        append(",\n      \"category\": \"")
        // A category's name needs no escaping.
        append(element.category.name)
        append(byte: UInt8(ascii: "\""))
        append(",\n      \"center\": ")
        json(element.center)
        append(",\n      \"frame\": ")
        json(element.frame)
        append(",\n      \"hidden\": ")
        append(element.hidden ? "true" : "false")
        append(",\n      \"item\": ")
        json(integer: element.item)
        append(",\n      \"kind\": ")
        if let kind = element.kind { json(kind) } else { append("null") }
        append(",\n      \"section\": ")
        json(integer: element.section)
        append(",\n      \"size\": ")
        json(element.size)
        append(",\n      \"transform\": [")
        if CATransform3DIsIdentity(element.transform) {
            // Most elements: the identity's six affine numbers, in the form `json(_:)` writes
            // them (SnapshotWriterTests hold it to `JSONValue`'s form), without an array per element.
            append("1, 0, 0, 1, 0, 0")
        } else {
            for (index, value) in SnapshotTransform.numbers(element.transform).enumerated() {
                if index > 0 { append(", ") }
                json(value)
            }
        }
        append("],\n      \"zIndex\": ")
        json(integer: element.zIndex)
        append("\n    }")
    }
}
