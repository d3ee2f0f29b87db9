import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A benchmark's measurement of one child process: wall time, CPU time (user + system) and the
/// child's own peak resident memory, from `wait4`. Start measuring while the benchmark process
/// is small: the kernel counts what a parent had mapped when it spawned the child.
public struct ChildProcessMeasurement: Sendable {
    /// Wall-clock seconds from spawn to exit.
    public var wall: Double
    /// User plus system CPU seconds of the child.
    public var cpu: Double
    /// Peak resident memory of the child, in KiB.
    public var peakKiB: Int
    /// The exit status.
    public var status: Int32

    /// Runs `executable` with `arguments` (standard output and error discarded); nil when it
    /// cannot be started.
    public static func run(_ executable: String, _ arguments: [String]) -> ChildProcessMeasurement? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&child, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(child, &status, 0, &usage) == child else { return nil }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildProcessMeasurement(wall: wall, cpu: cpu, peakKiB: usage.ru_maxrss, status: (status >> 8) & 0xFF)
    }

    /// The median of `runs` measurements of the same command (wall, CPU and exit status of the
    /// median-wall run; the largest peak memory); `before` runs ahead of each, unmeasured.
    public static func median(
        runs: Int, _ executable: String, _ arguments: [String], before: () -> Void = {}
    ) -> ChildProcessMeasurement? {
        median(
            of: (0..<max(1, runs)).compactMap { _ in
                before()
                return run(executable, arguments)
            })
    }

    /// The median-wall sample of `samples` (its wall, CPU and exit status) with the largest
    /// peak memory of them all; nil for none.
    public static func median(of samples: [ChildProcessMeasurement]) -> ChildProcessMeasurement? {
        let sorted = samples.sorted { $0.wall < $1.wall }
        guard var middle = sorted.dropFirst(sorted.count / 2).first else { return nil }
        middle.peakKiB = sorted.map(\.peakKiB).max() ?? middle.peakKiB
        return middle
    }
}
