// LayoutShotCLITests: work in progress.
