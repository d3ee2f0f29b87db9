import Foundation
import LayoutSupport
import XCTest

/// Work spread over threads answers its results in index order, whichever thread did which
/// piece and in whatever order they finished.
final class ParallelWorkTests: XCTestCase {
    /// Pieces that finish out of order: the later the index, the sooner it is done.
    private static func piece(_ index: Int) -> Int {
        usleep(UInt32((20 - index % 20) * 200))
        return index * index
    }

    func testMappedResultsAreInIndexOrder() {
        for jobs in [1, 2, 5] {
            XCTAssertEqual(
                ParallelWork.map(count: 40, jobs: jobs, Self.piece), (0..<40).map { $0 * $0 }, "\(jobs) jobs")
        }
    }

    func testStartedWorkIsJoinedByTheCallerAndAnsweredInIndexOrder() {
        // No other thread (0 jobs): the caller does every piece when it asks for the results.
        for jobs in [0, 1, 3] {
            let started = ParallelWork.start(count: 40, jobs: jobs, Self.piece)
            XCTAssertEqual(started.results(), (0..<40).map { $0 * $0 }, "\(jobs) jobs")
        }
        XCTAssertEqual(ParallelWork.start(count: 0, jobs: 2, Self.piece).results(), [])
    }

    func testAPipelineHandsEachBatchOnAfterTheNextIsStartedAndInBatchOrder() {
        for jobs in [0, 1, 3] {
            var events: [String] = []
            var pipeline = ParallelWork.Pipeline<Int>(jobs: jobs)
            for (batch, count) in [3, 0, 2].enumerated() {
                events.append("start \(batch)")
                pipeline.hand(count: count, { batch * 100 + Self.piece($0) }) { events.append("\($0)") }
            }
            pipeline.finish { events.append("\($0)") }
            pipeline.finish { events.append("again \($0)") }
            XCTAssertEqual(
                events, ["start 0", "start 1", "[0, 1, 4]", "start 2", "[]", "[200, 201]"], "\(jobs) jobs")
        }
    }
}
