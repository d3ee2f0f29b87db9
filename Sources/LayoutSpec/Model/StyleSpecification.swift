/// The document's `style`: theme, the cell label template and per-category overrides.
public struct StyleSpecification: Sendable, Equatable {
    /// A colour theme.
    public enum Theme: String, Sendable, Equatable {
        case light, dark
    }

    public var theme: Theme = .light
    /// The cell label template, or nil for the default (`{section}-{item}`).
    public var label: String?
    public var cell = ElementStyleOverride()
    public var header = ElementStyleOverride()
    public var footer = ElementStyleOverride()
    public var decoration = ElementStyleOverride()

    public init() {}
}

/// Colours and shape for one category of element; nil keeps the theme's value.
public struct ElementStyleOverride: Sendable, Equatable {
    public var fill: HexColor?
    public var stroke: HexColor?
    public var text: HexColor?
    public var cornerRadius: Double?
    public var label: String?

    public init() {}
}

/// A colour written as `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
public struct HexColor: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        if digits.count == 6 { digits += "FF" }
        guard digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        red = UInt8((value >> 24) & 0xFF)
        green = UInt8((value >> 16) & 0xFF)
        blue = UInt8((value >> 8) & 0xFF)
        alpha = UInt8(value & 0xFF)
    }
}
