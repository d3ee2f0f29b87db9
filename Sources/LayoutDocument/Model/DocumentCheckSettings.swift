import Foundation

/// How `layoutshot check` compares this document with its references (`check`): settings that
/// belong to the document rather than to the whole suite, such as a region that legitimately
/// changes or a figure whose text anti-aliases differently.
public struct DocumentCheckSettings: Sendable, Equatable {
    /// The per-pixel colour threshold (0 exact … 1), replacing `--threshold`; nil: the command's.
    public var threshold: Double?
    /// Differing pixels allowed, replacing `--max-pixels`; nil: the command's.
    public var maxPixels: Int?
    /// Ratio of differing pixels allowed, replacing `--max-ratio`; nil: the command's.
    public var maxRatio: Double?
    /// Rectangles in content coordinates (points, as element frames) whose pixels are not
    /// compared.
    public var ignore: [CGRect] = []
    /// The devices to check the document on, one case and one reference each (`devices`);
    /// empty: the document as it is.
    public var devices: [DeviceSelection] = []
    /// The environments to check the document in (`variants`), each on every device of
    /// `devices`, one case and one reference each; empty: the document's own environment.
    public var variants: [CheckVariant] = []

    /// No settings of its own: the command's apply.
    public init() {}
}
