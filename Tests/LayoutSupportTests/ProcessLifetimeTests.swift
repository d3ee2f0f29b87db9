import XCTest

@testable import LayoutSupport

final class ProcessLifetimeTests: XCTestCase {
    private final class Watched {
        let freed: () -> Void
        init(freed: @escaping () -> Void) { self.freed = freed }
        deinit { freed() }
    }

    func testAKeptValueIsNeverFreedAndAnUnkeptOneIs() {
        // One small object is deliberately left to this test process's exit.
        var keptFreed = false
        var droppedFreed = false
        do {
            let kept = Watched { keptFreed = true }
            let dropped = Watched { droppedFreed = true }
            ProcessLifetime.keep((kept, 1))
            _ = dropped
        }
        XCTAssertFalse(keptFreed)
        XCTAssertTrue(droppedFreed)
    }
}
