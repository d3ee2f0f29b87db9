extension ScrollPlan.Motion {
    /// The same motion sampled in `frames` frames: keyframes and a fling are functions of time,
    /// so they can be sampled at any count; an offset list is its offsets, and gives nil.
    public func replacingFrames(with frames: Int) -> ScrollPlan.Motion? {
        switch self {
        case .keyframes(let from, let to, _, let curve): .keyframes(from: from, to: to, frames: frames, curve: curve)
        case .fling(let from, let velocity, _, let rate):
            .fling(from: from, velocity: velocity, frames: frames, rate: rate)
        case .offsets: nil
        }
    }
}
