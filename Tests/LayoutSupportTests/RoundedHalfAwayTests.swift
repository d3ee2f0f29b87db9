import Foundation
import XCTest

@testable import LayoutSupport

/// `roundedHalfAwayFromZero` is `rounded()` (IEEE 754 roundToIntegralTiesToAway), bit for bit.
final class RoundedHalfAwayTests: XCTestCase {
    private func assertSameAsRounded(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        let expected = value.rounded()
        let actual = value.roundedHalfAwayFromZero
        XCTAssertTrue(
            expected.bitPattern == actual.bitPattern || (expected.isNaN && actual.isNaN),
            "\(value): \(actual), rounded() gives \(expected)", file: file, line: line)
    }

    func testHalvesGoAwayFromZeroAndTheSignOfZeroIsKept() {
        // Ties: 0.5 → 1, 2.5 → 3, −0.5 → −1; just below a half stays; −0.3 → −0.
        XCTAssertEqual(0.5.roundedHalfAwayFromZero, 1)
        XCTAssertEqual(2.5.roundedHalfAwayFromZero, 3)
        XCTAssertEqual((-0.5).roundedHalfAwayFromZero, -1)
        XCTAssertEqual(0.49999999999999994.roundedHalfAwayFromZero, 0)
        XCTAssertEqual((-0.3).roundedHalfAwayFromZero.sign, .minus)
        let special: [Double] = [
            0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 4_503_599_627_370_496, -4_503_599_627_370_496,
            4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 9e15, 1e16, 9.3e18, -9.3e18,
        ]
        for value in special { assertSameAsRounded(value) }
        for whole in stride(from: -1000.0, through: 1000, by: 1) {
            for value in [
                whole + 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown, whole, whole.nextUp, whole.nextDown,
            ] {
                assertSameAsRounded(value)
            }
        }
    }

    func testRandomDoublesOfEveryMagnitudeRoundAsRoundedDoes() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF0
        for _ in 0..<200_000 {
            // xorshift64*: any bit pattern, so every exponent and both signs.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let bits = state &* 0x2545_F491_4F6C_DD1D
            assertSameAsRounded(Double(bitPattern: bits))
            // And values in the range the writers print, in thousandths and millionths.
            let scaled = Double(Int64(bitPattern: bits) % 10_000_000_000) / 997
            assertSameAsRounded(scaled)
        }
    }
}
