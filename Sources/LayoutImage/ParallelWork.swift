import Dispatch
import Synchronization

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
        let next = Atomic(0)
        let results = Mutex((slots: [Result?](repeating: nil, count: count), done: 0))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = work(index)
                results.withLock { state in
                    state.slots[index] = result
                    state.done += 1
                    finished(state.done)
                }
            }
        }
        // Every index below `count` was taken by exactly one worker, which filled its slot.
        return results.withLock { state in state.slots.compactMap { $0 } }
    }
}
