// LayoutDiff: work in progress (see DESIGN.md).
