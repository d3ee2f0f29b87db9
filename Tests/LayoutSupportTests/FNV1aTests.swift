import LayoutSupport
import XCTest

/// `FNV1a` against the test vectors of the FNV reference (Landon Curt Noll's FNV page,
/// <http://www.isthe.com/chongo/tech/comp/fnv/>, and its `test_fnv.c`): FNV-1a 64 of the empty
/// string is the offset basis, of "a" 0xaf63dc4c8601ec8c, of "foobar" 0x85944171f73967e8.
final class FNV1aTests: XCTestCase {
    func testReferenceVectors() {
        XCTAssertEqual(FNV1a.hash("".utf8), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FNV1a.hash("a".utf8), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(FNV1a.hash("foobar".utf8), 0x8594_4171_f739_67e8)
    }

    func testConstantsAreTheReferenceParameters() {
        XCTAssertEqual(FNV1a.offsetBasis, 14_695_981_039_346_656_037)
        XCTAssertEqual(FNV1a.prime, 1_099_511_628_211)
    }

    /// `hash` is `mix` folded over the bytes from the offset basis, and `mix` with another
    /// multiplier is the same step with that multiplier.
    func testHashIsMixFoldedFromTheOffsetBasis() {
        let bytes = Array("M0 0H10V10H0Z".utf8)
        XCTAssertEqual(FNV1a.hash(bytes), bytes.reduce(FNV1a.offsetBasis) { FNV1a.mix($0, $1) })
        XCTAssertEqual(FNV1a.mix(1, 2, multiplier: 5), (1 ^ 2) &* 5)
    }
}
