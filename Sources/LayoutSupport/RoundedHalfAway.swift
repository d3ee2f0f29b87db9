extension Double {
    /// `rounded()` — to the nearest whole number, halves away from zero — without a call into
    /// the C library's `round`, which is what `rounded()` costs on x86-64: a twentieth of
    /// printing the millions of numbers of a large SVG or snapshot.
    ///
    /// The same value for every double but a NaN (returned as it is, where `rounded()` quiets a
    /// signalling one), the sign of zero included: a magnitude of 2⁵² or more is whole already,
    /// as the infinities are; below it, the truncated whole number and the rest after it are
    /// exact, and the rest decides.
    @inlinable
    package var roundedHalfAwayFromZero: Double {
        guard abs(self) < 4_503_599_627_370_496 else { return self }
        let whole = Double(Int64(self))
        let rest = self - whole
        let result = rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
        return Double(signOf: self, magnitudeOf: result)
    }
}
