import Foundation
import FuzzSupport
import LayoutSnapshot

/// libFuzzer entry point: reads the input as a layout snapshot (the JSON `layoutshot render -o
/// x.json` writes). A thrown `SnapshotError` is the expected outcome for most inputs. A snapshot
/// that is read is written back with `jsonData()`, which must read again (the format promises that
/// every snapshot LayoutShot writes can be read back).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let snapshot = try? LayoutSnapshot.decode(from: data, source: "fuzz.json") else { return 0 }
    let written = snapshot.jsonData()
    do {
        _ = try LayoutSnapshot.decode(from: written, source: "written")
    } catch {
        fatalError("a snapshot read from the input does not read back after jsonData(): \(error)")
    }
    return 0
}

/// The process entry point: libFuzzer's driver with `fuzz` as the target.
@main
enum FuzzSnapshotMain {
    static func main() {
        exit(runLibFuzzer { fuzz(rawPointer($0), $1) })
    }
}
