import Foundation

/// The build plans of a package built by the tests.
enum BuildPlans {
    /// Removes `package`'s build plans (not its compiled objects): SwiftPM does not notice new
    /// source files in a path dependency (this package) and would build from a stale plan.
    static func forget(of package: URL) {
        let build = package.appendingPathComponent(".build")
        let plans =
            [build.appendingPathComponent("debug.yaml")]
            + ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).map {
                build.appendingPathComponent($0).appendingPathComponent("debug/description.json")
            }
        for plan in plans { try? FileManager.default.removeItem(at: plan) }
    }
}
