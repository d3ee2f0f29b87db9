// LayoutSnapshotTestingTests: work in progress.
