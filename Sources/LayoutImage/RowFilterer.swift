/// PNG row filtering (specification §9): each row becomes a filter-type byte and the row's bytes
/// minus a prediction from its left neighbour (`a`), the byte above (`b`) and the one above-left
/// (`c`). Adaptive selection is libpng's: the filter whose output has the smallest sum of
/// absolute signed bytes, ties going to the earlier of None, Sub, Up, Average and Paeth.
struct RowFilterer: Sendable {
    let rowBytes: Int
    let bytesPerPixel: Int
    let filter: PNGEncodingSettings.RowFilter

    /// The filtered bytes of `rows` (the row above the first is filled too, to predict from).
    func filtered(rows: Range<Int>, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        guard !rows.isEmpty else { return [] }
        if filter == .none { return unfiltered(rows: rows, fillRow: fillRow) }
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let candidate = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { [previous, current, candidate].forEach { $0.deallocate() } }
        var above = previous
        var row = current
        if rows.lowerBound > 0 {
            fillRow(rows.lowerBound - 1, above)
        } else {
            above.initialize(repeating: 0, count: rowBytes)
        }
        // Every byte is written (each row's filter byte and filtered bytes), so the buffer is
        // not cleared first.
        let size = rows.count * (rowBytes + 1)
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard var out = buffer.baseAddress else { return }
            for y in rows {
                fillRow(y, row)
                filterRow(row, above: above, into: out, scratch: candidate)
                out += rowBytes + 1
                swap(&above, &row)
            }
            count = size
        }
    }

    /// Filter None: each row filled straight into the output after its filter byte, with no
    /// row above to read and nothing to copy or sum.
    private func unfiltered(rows: Range<Int>, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let size = rows.count * (rowBytes + 1)
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard var out = buffer.baseAddress else { return }
            for y in rows {
                out[0] = 0
                fillRow(y, out + 1)
                out += rowBytes + 1
            }
            count = size
        }
    }

    /// Writes the filter byte and filtered bytes of `row` to `out`.
    private func filterRow(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
        scratch: UnsafeMutablePointer<UInt8>
    ) {
        let fixed: UInt8? =
            switch filter {
            case .none: 0
            case .sub: 1
            case .up: 2
            case .average: 3
            case .paeth: 4
            case .adaptive: nil
            }
        if let fixed {
            out[0] = fixed
            _ = apply(fixed, row, above, into: out + 1, giveUpAbove: .max)
            return
        }
        // Each candidate is written straight to the output while it is the best so far, else
        // to the scratch row; a candidate stops as soon as its sum passes the best one's.
        out[0] = 0
        var best = apply(0, row, above, into: out + 1, giveUpAbove: .max)
        for kind: UInt8 in 1...4 {
            let sum = apply(kind, row, above, into: scratch, giveUpAbove: best)
            if sum < best {
                best = sum
                out[0] = kind
                (out + 1).update(from: scratch, count: rowBytes)
            }
        }
    }

    /// Filter `kind` of `row` into `out`; answers the sum of the absolute signed output bytes,
    /// or a number ≥ `giveUpAbove` as soon as the sum passes it (the output is then partial).
    /// The sum is checked every 1 KiB.
    private func apply(
        _ kind: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>,
        giveUpAbove limit: Int
    ) -> Int {
        let bpp = min(bytesPerPixel, rowBytes)
        var sum = 0
        // The first pixel has no left neighbour: a = c = 0.
        for index in 0..<bpp {
            let value = Self.filtered(kind, row[index], left: 0, above: above[index], aboveLeft: 0)
            out[index] = value
            sum &+= value < 128 ? Int(value) : 256 - Int(value)
        }
        var index = bpp
        while index < rowBytes {
            let end = min(rowBytes, index + 1024)
            sum &+= filterSpan(kind, row, above, into: out, from: index, to: end, bpp: bpp)
            index = end
            if sum >= limit { return sum }
        }
        return sum
    }

    /// Filters bytes `start..<end` (all past the first pixel) and answers their sum of absolute
    /// signed values. One plain loop per filter, without branches or overflow checks (`&-`), which
    /// the compiler turns into vector instructions.
    @inline(__always)
    private func filterSpan(
        _ kind: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, bpp: Int
    ) -> Int {
        // 32-bit lanes: a span of 1 KiB sums to at most 131,072.
        @inline(__always) func magnitude(_ value: UInt8) -> UInt32 {
            UInt32(value < 128 ? value : 0 &- value)
        }
        var sum: UInt32 = 0
        switch kind {
        case 0:
            for index in start..<end {
                out[index] = row[index]
                sum &+= magnitude(row[index])
            }
        case 1:
            for index in start..<end {
                let value = row[index] &- row[index &- bpp]
                out[index] = value
                sum &+= magnitude(value)
            }
        case 2:
            for index in start..<end {
                let value = row[index] &- above[index]
                out[index] = value
                sum &+= magnitude(value)
            }
        case 3:
            for index in start..<end {
                let average = UInt8(truncatingIfNeeded: (UInt16(row[index &- bpp]) &+ UInt16(above[index])) &>> 1)
                let value = row[index] &- average
                out[index] = value
                sum &+= magnitude(value)
            }
        default:
            for index in start..<end {
                let value = row[index] &- Self.paeth(row[index &- bpp], above[index], above[index &- bpp])
                out[index] = value
                sum &+= magnitude(value)
            }
        }
        return Int(sum)
    }

    /// Filter `kind` of byte `x` from its neighbours: left (`a`), above (`b`), above-left (`c`).
    private static func filtered(_ kind: UInt8, _ x: UInt8, left a: UInt8, above b: UInt8, aboveLeft c: UInt8)
        -> UInt8
    {
        switch kind {
        case 0: x
        case 1: x &- a
        case 2: x &- b
        case 3: x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) &>> 1)
        default: x &- paeth(a, b, c)
        }
    }

    /// Paeth's predictor: of a, b and c, the one closest to a + b − c, ties in that order.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        // Branch-free (no overflow check, no short circuit), so the loop can be vectorised.
        @inline(__always) func distance(_ value: Int16) -> Int16 {
            let sign = value &>> 15
            return (value ^ sign) &- sign
        }
        let (wideA, wideB, wideC) = (Int16(a), Int16(b), Int16(c))
        let pa = distance(wideB &- wideC)
        let pb = distance(wideA &- wideC)
        let pc = distance(wideA &+ wideB &- wideC &- wideC)
        let bOrC = pb <= pc ? b : c
        return pa <= min(pb, pc) ? a : bOrC
    }
}
