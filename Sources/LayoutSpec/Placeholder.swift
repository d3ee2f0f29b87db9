// LayoutSpec: work in progress (see DESIGN.md).
