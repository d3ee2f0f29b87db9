import ArgumentParser
import LayoutDiff

/// `--record-mode missing|all|failed|never`.
extension RecordMode: ExpressibleByArgument {}
