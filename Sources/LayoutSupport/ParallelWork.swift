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

    /// Starts `work(0) … work(count − 1)` on `jobs` threads other than this one and answers at
    /// once: the caller goes on with work of its own (reading the next batch of a layout's
    /// attributes, say) and then joins in (`Started.results()`).
    package static func start<Result: Sendable>(
        count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Result
    ) -> Started<Result> {
        let started = Started(state: SharedState<Result>(count: count), work: work)
        for _ in 0..<max(0, min(jobs, count)) {
            DispatchQueue.global().async(group: started.group) { started.takeAll() }
        }
        return started
    }

    /// Work begun by `start(count:jobs:_:)`.
    package struct Started<Result: Sendable>: Sendable {
        fileprivate let state: SharedState<Result>
        fileprivate let work: @Sendable (Int) -> Result
        fileprivate let group = DispatchGroup()

        /// Does the pieces no thread has taken yet, waits for the others, and answers the
        /// results in index order.
        package func results() -> [Result] {
            takeAll()
            group.wait()
            return state.results()
        }

        fileprivate func takeAll() {
            while let index = state.take() { state.store(work(index), at: index) { _ in } }
        }
    }

    /// Batches of work handed over one after another, each started on `jobs` threads other than
    /// this one as soon as it is handed over (`start(count:jobs:_:)`); a batch's results go, in
    /// batch order, to `body` once the next batch has been started, so this thread prepares the
    /// next batch while the others work, then joins in. `finish` hands on the last batch's.
    package struct Pipeline<Result: Sendable> {
        private let jobs: Int
        private var running: Started<Result>?

        package init(jobs: Int) { self.jobs = jobs }

        /// Starts `work(0) … work(count − 1)`, then gives `body` the previous batch's results.
        package mutating func hand(
            count: Int, _ work: @escaping @Sendable (Int) -> Result, then body: ([Result]) throws -> Void
        ) rethrows {
            let next = ParallelWork.start(count: count, jobs: jobs, work)
            defer { running = next }
            if let running { try body(running.results()) }
        }

        /// Gives `body` the last batch's results, if a batch was handed over.
        package mutating func finish(_ body: ([Result]) throws -> Void) rethrows {
            defer { running = nil }
            if let running { try body(running.results()) }
        }
    }

    /// The next index to take and the results so far, behind one lock (`NSLock`, available on
    /// every platform the package supports, unlike `Synchronization`'s `Mutex`).
    fileprivate final class SharedState<Result: Sendable>: @unchecked Sendable {
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
