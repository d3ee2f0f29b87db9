import Foundation

/// The peer tools run side by side: each is a command whose wall time is measured.
struct Peer {
    let name: String
    let executable: String
    let arguments: [String]

    /// pybind11-pixelmatch (C++ pixelmatch through Python, images read and written with Pillow).
    static func pybind11(script: String, _ a: String, _ b: String, _ out: String) -> Peer {
        Peer(name: "pybind11-pixelmatch", executable: "python3", arguments: [script, "pybind11", a, b, out])
    }

    /// pixelmatch (pure Python port, through Pillow).
    static func pythonPixelmatch(script: String, _ a: String, _ b: String, _ out: String) -> Peer {
        Peer(name: "pixelmatch (Python)", executable: "python3", arguments: [script, "python", a, b, out])
    }

    /// ImageMagick `compare`, counting differing pixels (AE) at the fuzz equal to pixelmatch's
    /// default threshold's order of magnitude.
    static func imageMagick(_ a: String, _ b: String, _ out: String) -> Peer {
        Peer(name: "ImageMagick compare", executable: "compare", arguments: ["-metric", "AE", a, b, out])
    }
}

/// The Python helper that runs both Python peers (written next to the images at run time).
let peerScript = """
    import sys
    import numpy as np
    from PIL import Image

    tool, a_path, b_path, out_path = sys.argv[1:5]
    if tool == "pybind11":
        import pybind11_pixelmatch as pm
        a = np.array(Image.open(a_path).convert("RGBA"))
        b = np.array(Image.open(b_path).convert("RGBA"))
        diff = np.zeros(a.shape, dtype=a.dtype)
        options = pm.Options()
        options.threshold = 0.1
        count = pm.pixelmatch(a, b, output=diff, options=options)
        Image.fromarray(diff).save(out_path)
    else:
        from pixelmatch.contrib.PIL import pixelmatch
        a = Image.open(a_path).convert("RGBA")
        b = Image.open(b_path).convert("RGBA")
        diff = Image.new("RGBA", a.size)
        count = pixelmatch(a, b, diff, threshold=0.1)
        diff.save(out_path)
    print(count)
    """

/// Runs a command, returning its wall time in seconds and its standard output and error, or
/// nil when it cannot be started.
func runTimed(_ executable: String, _ arguments: [String]) -> (seconds: Double, cpu: Double, output: String)? {
    var before = rusage()
    getrusage(RUSAGE_CHILDREN_WHO, &before)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var after = rusage()
    getrusage(RUSAGE_CHILDREN_WHO, &after)
    let cpu = cpuSeconds(after) - cpuSeconds(before)
    return (seconds, cpu, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

/// User plus system time of a resource usage record, in seconds.
func cpuSeconds(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

#if canImport(Glibc)
    /// `RUSAGE_CHILDREN` as the integer `getrusage` takes on Glibc.
    let RUSAGE_CHILDREN_WHO = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
#else
    let RUSAGE_CHILDREN_WHO = RUSAGE_CHILDREN
#endif
