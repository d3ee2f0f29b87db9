/// Scenes are built and drawn in the style values of `LayoutStyle` (`Style`, `ElementStyle`,
/// `ElementAppearance`, label templates), which the document language names too:
/// `import LayoutRendering` gives them as it always did.
@_exported import LayoutStyle
