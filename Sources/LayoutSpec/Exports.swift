/// The producers draw what a document describes, so whoever imports them reads documents too:
/// `import LayoutSpec` keeps giving `LayoutDocument.load`, the model and the registry, which
/// live in the lighter `LayoutDocument` target (reading a document links no drawing library).
@_exported import LayoutDocument
