import Dispatch
import Foundation

/// Runs independent pieces of work on a few threads and answers their results in index order,
/// whatever order they finished in, so output does not depend on scheduling: PNG bands, slices
/// of a large SVG, the documents of `check`.
///
/// Each thread takes the next unstarted index when it is free (long and short pieces balance
/// out) and holds one piece at a time, so memory stays that of `jobs` pieces, not of all.
package enum ParallelWork {
    /// `work(0) … work(count − 1)` on `jobs` threads; `finished` is told how many are done
    /// after each (from the worker threads, one call at a time, in order).
    package static func map<Result: Sendable>(
        count: Int, jobs: Int, finished: @Sendable (Int) -> Void = { _ in },
        _ work: @Sendable (Int) -> Result
    ) -> [Result] {
        let state = SharedState<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let index = state.take() {
                let result = work(index)
                state.store(result, at: index, then: finished)
            }
        }
        // Every index below `count` was taken by exactly one worker, which filled its slot.
        return state.results()
    }

    /// The next index to take and the results so far, behind one lock (`NSLock`, available on
    /// every platform the package supports, unlike `Synchronization`'s `Mutex`).
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var done = 0
        private var slots: [Result?]

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int, then finished: (Int) -> Void) {
            lock.withLock {
                slots[index] = result
                done += 1
                finished(done)
            }
        }

        func results() -> [Result] { lock.withLock { slots.compactMap { $0 } } }
    }
}
