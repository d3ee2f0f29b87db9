import CollectionLayout
import Foundation
import XCTest

/// Asserts that two 4×4 transforms agree entry by entry within `accuracy`, naming the entry.
func assertTransformsEqual(
    _ actual: CATransform3D, _ expected: CATransform3D, accuracy: CGFloat = 1e-9, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let a = actual.rows
    let e = expected.rows
    for row in 0..<4 {
        for column in 0..<4 where abs(a[row][column] - e[row][column]) > accuracy {
            XCTFail(
                "\(label): m\(row + 1)\(column + 1) is \(a[row][column]), expected \(e[row][column])",
                file: file, line: line)
        }
    }
}

/// Degrees to radians.
func radians(_ degrees: CGFloat) -> CGFloat { degrees * .pi / 180 }

/// A perspective with the eye at `distance` (m34 = −1/distance), as Core Animation examples build it.
func perspective(_ distance: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / distance
    return t
}
