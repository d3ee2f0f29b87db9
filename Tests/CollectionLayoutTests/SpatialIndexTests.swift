import CollectionLayout
import Foundation
import XCTest

/// `SpatialIndex` answers exactly what a linear scan with Core Graphics' intersection test
/// answers, in insertion order, for both axes.
final class SpatialIndexTests: XCTestCase {
    /// A deterministic generator (64-bit LCG), so failures reproduce.
    private struct Generator {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    /// Frames that overlap a lot, include tall and wide ones, zero sizes and exact duplicates.
    private func randomFrames(count: Int, seed: UInt64) -> [CGRect] {
        var generator = Generator(state: seed)
        var frames: [CGRect] = []
        for index in 0..<count {
            if index % 97 == 5, let previous = frames.last {
                frames.append(previous)  // exact duplicate: a tie
                continue
            }
            let tall = index % 50 == 0
            let zero = index % 31 == 0
            frames.append(
                CGRect(
                    x: generator.next(0...1000), y: generator.next(0...5000), width: zero ? 0 : generator.next(1...80),
                    height: zero ? 0 : (tall ? generator.next(500...3000) : generator.next(1...80))))
        }
        return frames
    }

    func testMatchesALinearScanOnBothAxes() {
        let frames = randomFrames(count: 3000, seed: 42)
        var generator = Generator(state: 7)
        for axis in [SpatialIndex<Int>.Axis.vertical, .horizontal] {
            let index = SpatialIndex(frames: frames, elements: Array(frames.indices), axis: axis)
            XCTAssertEqual(index.count, 3000)
            for query in 0..<300 {
                let rect = CGRect(
                    x: generator.next(-100...1000), y: generator.next(-100...5000), width: generator.next(0...400),
                    height: generator.next(0...900))
                let expected = frames.indices.filter { frames[$0].overlaps(rect) }
                XCTAssertEqual(index.elements(intersecting: rect), expected, "\(axis) query \(query) \(rect)")
                XCTAssertEqual(index.indices(intersecting: rect), expected, "\(axis) query \(query) indices")
            }
        }
    }

    func testTiesKeepInsertionOrder() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let index = SpatialIndex([(frame, "c"), (frame, "a"), (frame.offsetBy(dx: 0, dy: -5), "first"), (frame, "b")])
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 0, y: 0, width: 1, height: 1)), ["c", "a", "first", "b"])
    }

    /// Shared edges do not intersect; a zero-size frame inside the rectangle does; NaN frames and
    /// null rectangles never match; `CGRect.infinite` and infinite sizes match every valid frame.
    func testEdgeCases() {
        let frames = [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
            CGRect(x: 5, y: 5, width: 0, height: 0), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .null,
        ]
        let index = SpatialIndex(frames: frames, elements: ["a", "b", "dot", "nan", "null"])
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 10, y: 0, width: 5, height: 5)), ["b"])
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 1, y: 1, width: 8, height: 8)), ["a", "dot"])
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 0, y: 10, width: 20, height: 5)), [])
        XCTAssertEqual(index.elements(intersecting: .null), [])
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)), [])
        XCTAssertEqual(index.elements(intersecting: .infinite), ["a", "b", "dot"])
        let endless = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)
        XCTAssertEqual(index.elements(intersecting: endless), ["a", "b", "dot"])
        // A negative-size rectangle is standardised, as CGRect does.
        XCTAssertEqual(index.elements(intersecting: CGRect(x: 20, y: 10, width: -5, height: -5)), ["b"])
    }

    func testEmptyIndex() {
        let index = SpatialIndex<String>([])
        XCTAssertEqual(index.count, 0)
        XCTAssertEqual(index.elements(intersecting: .infinite), [])
    }

    /// A layout's cached attributes indexed by frame answer like the flow layout itself.
    func testIndexesLayoutAttributes() {
        let fixture = FlowFixture(counts: [40, 25]) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        let all = fixture.allAttributes
        let index = SpatialIndex(all.map { (frame: $0.frame, element: $0) })
        for y in stride(from: CGFloat(-20), through: 2000, by: 37) {
            let rect = CGRect(x: 50, y: y, width: 100, height: 240)
            XCTAssertEqual(
                index.elements(intersecting: rect).map(\.elementKey),
                fixture.collectionView.layoutAttributesForElements(in: rect).map(\.elementKey), "rect \(rect)")
        }
    }
}
