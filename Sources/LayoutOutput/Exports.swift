/// Rendering a document to a format starts from reading it: `import LayoutOutput` gives
/// `LayoutDocument.load`, the model and the producers (`LayoutSpec`, which re-exports the
/// document language) with the formats, so one import renders a document.
@_exported import LayoutSpec
