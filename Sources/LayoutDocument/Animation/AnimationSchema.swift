import LayoutAnimation

/// Names and limits of the animation sections (`updates`, `transition`, `animation`), which are
/// declared in `WrittenUpdate`, `WrittenDocument` and `AnimationOptions.fields`.
extension DocumentSchema {
    /// Index paths in `updates`: `S-I` (section S, item I).
    public static let indexPathPattern = #"([0-9]{1,9})-([0-9]{1,9})"#

    // MARK: - Options

    /// Names accepted by `animation.curve` (and `--curve`).
    public static let curveNames = TimingCurve.names

    /// Frame counts are capped so that a typo cannot exhaust memory.
    public static let maximumFrames = 1000
}
