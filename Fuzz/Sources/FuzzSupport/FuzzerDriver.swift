import CLibFuzzer

/// Hands control to libFuzzer's driver with the process's arguments and `testOneInput`; returns
/// the driver's exit status.
///
/// Why not libFuzzer's own `main`: SwiftPM links an executable target on Linux with
/// `--defsym main=<module>_main`, so the target must define that entry point itself (with
/// `-parse-as-library`, an `@main` type does) and start libFuzzer from there.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}

/// `start` as a raw pointer; libFuzzer may pass a null pointer for an empty input.
public func rawPointer(_ start: UnsafePointer<UInt8>?) -> UnsafeRawPointer {
    UnsafeRawPointer(start ?? emptyInput)
}

nonisolated(unsafe) private let emptyInput = UnsafePointer<UInt8>(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
