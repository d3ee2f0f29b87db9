// LayoutRenderingTests: work in progress.
