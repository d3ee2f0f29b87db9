import LayoutImage
import LayoutSupport

/// The settings of a pixel comparison, with pixelmatch 7's defaults.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Per-pixel matching threshold, 0…1; smaller is more sensitive. Two pixels differ when
    /// their squared YIQ distance exceeds `35215 · threshold²` (35215 = black against white).
    /// Default 0.1, as pixelmatch.
    public var threshold: Double
    /// Count anti-aliased pixels as differences (skips anti-aliasing detection). Default false.
    public var includeAA: Bool
    /// Regions where differences are ignored (drawn faded in the diff image, never counted).
    public var ignoreRegions: [PixelRect]
    /// How many differing pixels still pass. Default `.exact` (none).
    public var budget: PixelBudget
    /// What translucent pixels are composited over before comparing. Default `.pattern`.
    public var transparencyBackground: TransparencyBackground
    /// Whether to produce a diff image.
    public var producesDiffImage: Bool
    /// How the diff image is drawn.
    public var diffImageStyle: DiffImageStyle
    /// The most changed-region boxes reported; nearby regions are merged to stay within it.
    public var maxRegions: Int
    /// The largest image read from a file, in pixels, checked from its header
    /// (`PNGDecoder.defaultPixelLimit` by default).
    public var imagePixelLimit = PNGDecoder.defaultPixelLimit

    /// Options with pixelmatch's defaults, an exact budget and a diff image.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        ignoreRegions: [PixelRect] = [],
        budget: PixelBudget = .exact,
        transparencyBackground: TransparencyBackground = .pattern,
        producesDiffImage: Bool = true,
        diffImageStyle: DiffImageStyle = DiffImageStyle(),
        maxRegions: Int = 32
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.ignoreRegions = ignoreRegions
        self.budget = budget
        self.transparencyBackground = transparencyBackground
        self.producesDiffImage = producesDiffImage
        self.diffImageStyle = diffImageStyle
        self.maxRegions = maxRegions
    }

    /// The squared YIQ distance above which two pixels differ: `35215 · threshold²`.
    public var maxDelta: Double { YIQColorDelta.maximum * threshold * threshold }
}

/// Colours of the diff image, as pixelmatch's `alpha`, `diffColor`, `diffColorAlt`, `aaColor`.
public struct DiffImageStyle: Hashable, Sendable {
    /// Opacity of the expected image's grey copy under the marks (0 = white, 1 = full grey).
    public var fade: Double
    /// Colour of differing pixels (where the actual pixel is as light or lighter). Red.
    public var diffColor: Color
    /// Colour of differing pixels where the actual pixel is darker; nil uses `diffColor`.
    public var diffColorAlt: Color?
    /// Colour of pixels recognised as anti-aliasing (not counted). Yellow.
    public var aaColor: Color
    /// pixelmatch's `diffMask`: the marks of differing pixels alone, on transparency — no grey
    /// copy of the image under them, and no anti-aliasing marks.
    public var diffMask = false

    /// pixelmatch's defaults: fade 0.1, red differences, yellow anti-aliasing.
    public init(
        fade: Double = 0.1,
        diffColor: Color = Color(red: 255, green: 0, blue: 0),
        diffColorAlt: Color? = nil,
        aaColor: Color = Color(red: 255, green: 255, blue: 0)
    ) {
        self.fade = fade
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.aaColor = aaColor
    }
}

extension Color {
    /// The colour as an opaque RGBA word in memory order (red in the low byte); the diff image
    /// is opaque, so alpha is ignored.
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }
}
