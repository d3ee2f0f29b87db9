/// What translucent pixels are composited over before their colours are compared.
///
/// Both choices agree on opaque pixels, which is what LayoutShot renders by default. They
/// differ only where alpha < 255: a fully transparent pixel compares equal to opaque white
/// under `.white`, and compares by its colour under `.pattern`.
public enum TransparencyBackground: String, Sendable, Hashable, Codable, CaseIterable {
    /// pixelmatch 6 and 7: a fixed, position-dependent pattern whose channels are 48 or 207,
    /// so transparent pixels of different colours still differ. The default, as in pixelmatch 7.
    case pattern
    /// pixelmatch 5 and its ports (`pixelmatch` and `pybind11-pixelmatch` on PyPI): white.
    case white
}
