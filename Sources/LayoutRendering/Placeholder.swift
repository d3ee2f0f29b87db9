// LayoutRendering: work in progress (see DESIGN.md).
