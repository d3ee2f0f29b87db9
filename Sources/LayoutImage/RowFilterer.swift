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
        var output = [UInt8](repeating: 0, count: rows.count * (rowBytes + 1))
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
        output.withUnsafeMutableBufferPointer { buffer in
            guard var out = buffer.baseAddress else { return }
            for y in rows {
                fillRow(y, row)
                filterRow(row, above: above, into: out, scratch: candidate)
                out += rowBytes + 1
                swap(&above, &row)
            }
        }
        return output
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
    private func apply(
        _ kind: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>,
        giveUpAbove limit: Int
    ) -> Int {
        let bpp = min(bytesPerPixel, rowBytes)
        let count = rowBytes
        var sum = 0
        @inline(__always) func emit(_ index: Int, _ value: UInt8) {
            out[index] = value
            sum &+= value < 128 ? Int(value) : 256 - Int(value)
        }
        var index = 0
        switch kind {
        case 0:
            while index < count {
                emit(index, row[index])
                index += 1
                if index & 1023 == 0, sum >= limit { return sum }
            }
        case 1:
            while index < bpp {
                emit(index, row[index])
                index += 1
            }
            while index < count {
                emit(index, row[index] &- row[index - bpp])
                index += 1
                if index & 1023 == 0, sum >= limit { return sum }
            }
        case 2:
            while index < count {
                emit(index, row[index] &- above[index])
                index += 1
                if index & 1023 == 0, sum >= limit { return sum }
            }
        case 3:
            while index < bpp {
                emit(index, row[index] &- above[index] >> 1)
                index += 1
            }
            while index < count {
                emit(index, row[index] &- UInt8(truncatingIfNeeded: (Int(row[index - bpp]) + Int(above[index])) >> 1))
                index += 1
                if index & 1023 == 0, sum >= limit { return sum }
            }
        default:
            while index < bpp {
                emit(index, row[index] &- above[index])  // Paeth with a = c = 0 predicts b
                index += 1
            }
            while index < count {
                let a = Int(row[index - bpp])
                let b = Int(above[index])
                let c = Int(above[index - bpp])
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                emit(index, row[index] &- UInt8(truncatingIfNeeded: predictor))
                index += 1
                if index & 1023 == 0, sum >= limit { return sum }
            }
        }
        return sum
    }
}
