/// 64-bit FNV-1a, the Fowler–Noll–Vo hash in the variant that xors each byte in before it
/// multiplies (parameters and test vectors: <http://www.isthe.com/chongo/tech/comp/fnv/>).
///
/// A fast, deterministic, non-cryptographic hash of bytes, for short stable names derived from
/// content — which `Hasher` cannot give, being seeded afresh every run: the ids of an SVG's clip
/// paths, the tag that shortens a reference file name too long for the file system, the check
/// cache's key. The one definition of it in the package, so those names cannot drift apart.
package enum FNV1a {
    /// The 64-bit offset basis, 14695981039346656037: the hash of no bytes.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The 64-bit FNV prime, 2⁴⁰ + 2⁸ + 0xb3 = 1099511628211.
    package static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// `hash` with `byte` mixed in: xored in, then multiplied by `multiplier`, wrapping. With
    /// the FNV prime (the default) this is one step of FNV-1a; the check cache runs a second
    /// stream of the same shape with another multiplier. Inlinable: a hash of a whole file runs
    /// it for every byte.
    @inlinable
    package static func mix(_ hash: UInt64, _ byte: UInt8, multiplier: UInt64 = prime) -> UInt64 {
        (hash ^ UInt64(byte)) &* multiplier
    }

    /// The FNV-1a hash of `bytes` (a string's `utf8`, say).
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(offsetBasis) { mix($0, $1) }
    }
}
