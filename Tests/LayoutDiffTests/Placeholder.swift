// LayoutDiffTests: work in progress.
