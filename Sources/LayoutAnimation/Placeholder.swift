// LayoutAnimation: work in progress (see DESIGN.md).
