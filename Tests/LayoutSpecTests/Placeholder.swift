// LayoutSpecTests: work in progress.
