// LayoutAnimationTests: work in progress.
