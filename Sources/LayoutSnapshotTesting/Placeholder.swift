// LayoutSnapshotTesting: work in progress (see DESIGN.md).
