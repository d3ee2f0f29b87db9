/// An image's pixels are `Color`s, which live in the shared `LayoutSupport` (styles and documents
/// name colours too): `import LayoutImage` gives them as it always did.
@_exported import LayoutSupport
