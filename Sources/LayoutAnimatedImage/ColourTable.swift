/// A table from 24-bit colours (0xRRGGBB) to a 32-bit value: how often each colour occurs in a
/// frame, then its palette index.
///
/// A palette is built from every pixel of every frame, so this is the GIF encoder's hottest
/// loop. `Dictionary` hashes each key with SipHash (seeded per process, made to resist crafted
/// keys); colours need neither, so this is a plain open-addressing table with a multiplicative
/// hash. Nothing read from it depends on where a colour lands: the palette ranks colours by
/// count and value.
struct ColourTable {
    /// No colour is wider than 24 bits, so this marks an empty slot.
    private static let empty: UInt32 = .max
    private var keys: [UInt32]
    private var values: [UInt32]
    private var mask: Int
    /// How many colours the table holds.
    private(set) var count = 0

    /// An empty table.
    init() {
        keys = [UInt32](repeating: Self.empty, count: 1024)
        values = [UInt32](repeating: 0, count: 1024)
        mask = 1023
    }

    /// Adds `amount` to `colour`'s value (a colour not yet in the table starts at 0).
    mutating func add(_ amount: UInt32, to colour: UInt32) {
        var slot = slot(of: colour)
        if keys[slot] == Self.empty {
            if (count + 1) * 2 > keys.count {
                grow()
                slot = self.slot(of: colour)
            }
            keys[slot] = colour
            count += 1
        }
        values[slot] &+= amount
    }

    /// `colour`'s value, 0 for a colour not in the table.
    subscript(colour: UInt32) -> UInt32 {
        let slot = slot(of: colour)
        return keys[slot] == Self.empty ? 0 : values[slot]
    }

    /// Every colour and its value, in no particular order.
    var entries: [(colour: UInt32, value: UInt32)] {
        zip(keys, values).compactMap { $0.0 == Self.empty ? nil : ($0.0, $0.1) }
    }

    /// The slot that holds `colour`, or the empty slot where it would go (linear probing).
    private func slot(of colour: UInt32) -> Int {
        // Fibonacci hashing: the golden ratio's multiplier spreads near colours apart.
        var slot = Int(truncatingIfNeeded: (UInt64(colour) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while keys[slot] != Self.empty && keys[slot] != colour { slot = (slot + 1) & mask }
        return slot
    }

    /// Doubles the slots and places every colour again.
    private mutating func grow() {
        let old = entries
        keys = [UInt32](repeating: Self.empty, count: keys.count * 2)
        values = [UInt32](repeating: 0, count: keys.count)
        mask = keys.count - 1
        for (colour, value) in old {
            let slot = slot(of: colour)
            keys[slot] = colour
            values[slot] = value
        }
    }
}
