import ArgumentParser

/// `--shard i/n`: the i-th of n parts of a suite, so a CI matrix of n machines checks every
/// document exactly once. Documents are taken in their sorted order and dealt round-robin
/// (document k goes to shard k mod n + 1), which keeps the shards even and deterministic.
struct CheckShard: ExpressibleByArgument, Equatable {
    /// 1-based index of this shard.
    let index: Int
    /// The number of shards.
    let count: Int

    /// The most shards a suite may be split into.
    static let maximumCount = 1_000

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, count <= Self.maximumCount, index >= 1, index <= count
        else { return nil }
        self.index = index
        self.count = count
    }

    /// The elements of `items` this shard checks.
    func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
