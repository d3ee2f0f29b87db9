import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel: the one colour
/// type — style colours, diff-image colours and the pixels of an `RGBAImage`.
///
/// Eight-bit channels keep output deterministic and lossless between the document format
/// (`#rrggbb` / `#rrggbbaa`), SVG attributes and Cairo's sources: a colour written and read back
/// is the same value.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8
    /// The alpha channel, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from 8-bit channels; alpha defaults to opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional, case-insensitive).
    ///
    /// - Throws: `ColorParseError` naming the text and what was expected; never crashes.
    public init(hex text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        var nibbles: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue else {
                throw ColorParseError(text: text, reason: "'\(character)' is not a hexadecimal digit")
            }
            nibbles.append(UInt8(value))
        }
        guard let color = Color(nibbles: nibbles) else {
            throw ColorParseError(
                text: text, reason: "expected 3, 4, 6 or 8 hexadecimal digits, found \(nibbles.count)")
        }
        self = color
    }

    /// The colour of 3, 4, 6 or 8 hexadecimal digits' values (`rgb`, `rgba`, `rrggbb`,
    /// `rrggbbaa`), each 0…15; nil for another count. Parsers that check their own format (a
    /// document's colours) give the digits they read.
    public init?(nibbles: [UInt8]) {
        let channels: [UInt8]
        switch nibbles.count {
        case 3, 4: channels = nibbles.map { $0 << 4 | $0 }
        case 6, 8: channels = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#rrggbb` when opaque, `#rrggbbaa` otherwise (lower case): the document form.
    public var hexString: String {
        alpha == 255 ? "#" + hex(red) + hex(green) + hex(blue) : "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }

    /// `#rrggbb` without alpha: the SVG paint form (alpha goes to `fill-opacity`/`stroke-opacity`).
    public var opaqueHexString: String { "#" + hex(red) + hex(green) + hex(blue) }

    /// Channels as 0…1 values, the form Cairo takes.
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// Alpha as 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    /// The same colour with alpha replaced by `opacity` (0…1, clamped).
    public func withOpacity(_ opacity: Double) -> Color {
        let clamped = opacity.isFinite ? min(1, max(0, opacity)) : 1
        return Color(red: red, green: green, blue: blue, alpha: UInt8((clamped * 255).rounded()))
    }

    /// `hexString`: `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String { hexString }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private func hex(_ value: UInt8) -> String {
        String(decoding: [Self.hexDigits[Int(value >> 4)], Self.hexDigits[Int(value & 0xF)]], as: UTF8.self)
    }
}

extension Color {
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
}

extension Color: Codable {
    /// Decodes from a hex string (`"#4a90d9"`), the document form.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(hex: text)
        } catch let error as ColorParseError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Encodes as `hexString`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}

/// A colour string that is not valid hex.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// "invalid colour "#12x": 'x' is not a hexadecimal digit (expected #rgb, #rgba, #rrggbb or #rrggbbaa)".
    public var message: String {
        "invalid colour \"\(text)\": \(reason) (expected #rgb, #rgba, #rrggbb or #rrggbbaa)"
    }

    /// The message, naming the text, what is wrong with it and the forms expected.
    public var description: String { message }
}
