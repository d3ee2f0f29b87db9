import CollectionLayout
import Foundation
import LayoutSupport

/// One environment `layoutshot check` checks a document in (`check.variants`, `--variant`): any
/// combination of a device preset, an orientation, a layout direction, a text size and an
/// appearance, each replacing the document's own.
///
/// A variant is written as words joined by `+`, in any order, at most one of each kind:
///
/// | Kind | Words | Trait it sets |
/// | --- | --- | --- |
/// | device | a preset's name, or `NAME-landscape` | the screen, safe area, margins, size classes |
/// | orientation | `portrait`, `landscape` (the document's own device, turned) | as a device |
/// | direction | `ltr`, `rtl` | `layoutDirection` |
/// | text size | `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5` | `preferredContentSizeCategory` |
/// | appearance | `light`, `dark` | `userInterfaceStyle` |
///
/// The text sizes are UIKit's `UIContentSizeCategory` values from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`, in Apple's order; their full names are accepted too.
/// Whatever order a variant is written in, it is named in the order of the table, so
/// `dark+rtl+iphone-15` and `iphone-15+rtl+dark` are one variant, `iphone-15+rtl+dark`.
public struct CheckVariant: Sendable, Hashable {
    /// The device preset, if the variant names one.
    public var device: Device?
    /// How the device is held; nil: portrait for a named device, the document's for its own.
    public var orientation: DeviceOrientation?
    /// The layout direction, replacing `environment.layoutDirection`.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The text size, replacing `environment.contentSizeCategory`.
    public var contentSizeCategory: ContentSizeCategory?
    /// Light or dark mode, replacing `environment.appearance`.
    public var appearance: UserInterfaceStyle?

    /// A variant setting nothing: the document as it is.
    public init() {}

    /// The variant of a device in an orientation (`check.devices`, `--device`).
    public init(_ selection: DeviceSelection) {
        device = selection.device
        orientation = selection.orientation
    }

    /// Whether the variant sets nothing.
    public var isEmpty: Bool { self == CheckVariant() }

    /// `self` with every value `other` sets in its place.
    public func replacing(with other: CheckVariant) -> CheckVariant {
        var result = self
        if let device = other.device {
            result.device = device
            result.orientation = other.orientation
        } else if let orientation = other.orientation {
            result.orientation = orientation
        }
        if let layoutDirection = other.layoutDirection { result.layoutDirection = layoutDirection }
        if let contentSizeCategory = other.contentSizeCategory { result.contentSizeCategory = contentSizeCategory }
        if let appearance = other.appearance { result.appearance = appearance }
        return result
    }

    /// The device to read the document on: the variant's preset in its orientation, or
    /// `ownDevice` (the document's) turned to the variant's orientation; nil: the document's as
    /// it is.
    public func deviceSelection(turning ownDevice: DeviceSelection?) -> DeviceSelection? {
        if let device { return DeviceSelection(device: device, orientation: orientation ?? .portrait) }
        guard let orientation, var own = ownDevice else { return nil }
        own.orientation = orientation
        return own
    }

    /// `environment` with the variant's direction, text size and appearance in place of its
    /// own (the device is chosen when the document is read: `deviceSelection(turning:)`).
    public func apply(to environment: inout DocumentEnvironment) {
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let contentSizeCategory { environment.contentSizeCategory = contentSizeCategory }
        if let appearance { environment.appearance = appearance }
    }

    /// The variant's name: its words in the table's order joined by `+` (`iphone-15+rtl+ax3+dark`),
    /// which `check` appends to a document's name after `@` for the case and its references.
    public var name: String {
        var words: [String] = []
        if let device {
            words.append(DeviceSelection(device: device, orientation: orientation ?? .portrait).referenceSuffix)
        } else if let orientation {
            words.append(orientation.rawValue)
        }
        if let layoutDirection { words.append(Self.directionWords[layoutDirection] ?? "") }
        if let contentSizeCategory {
            words.append(Self.sizeWords[ContentSizeCategory.allCases.firstIndex(of: contentSizeCategory) ?? 0])
        }
        if let appearance { words.append(appearance == .dark ? "dark" : "light") }
        return words.joined(separator: "+")
    }

    /// What is wrong with a written variant.
    public struct ParseError: Error, Sendable, Equatable {
        /// The explanation, naming the variant and the word.
        public var message: String
    }

    /// The variant `text` writes (`iphone-15+rtl+ax3+dark`).
    ///
    /// - Throws: `ParseError` for an empty variant, a word of no kind (with the closest known
    ///   word), or two words of one kind.
    public init(parsing text: String) throws(ParseError) {
        let words = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !words.contains(where: \.isEmpty) else {
            throw ParseError(message: "expected words joined by `+` (e.g. `iphone-15+rtl+ax3+dark`), found `\(text)`")
        }
        for word in words {
            try read(word, in: text)
        }
    }

    /// Sets the value `word` names, refusing a second value of its kind.
    private mutating func read(_ word: String, in text: String) throws(ParseError) {
        func once<Value>(_ current: Value?, _ kind: String) throws(ParseError) {
            if current != nil {
                throw ParseError(message: "variant `\(text)` names two \(kind)s; give at most one")
            }
        }
        let lowered = word.lowercased()
        if let named = Device.named(lowered) {
            try once(device, "device")
            device = named
        } else if let selection = DeviceSelection.named(lowered) {
            // `NAME-landscape`: the device, and its orientation.
            try once(device, "device")
            try once(orientation, "orientation")
            (device, orientation) = (selection.device, selection.orientation)
        } else if let turned = DeviceOrientation(rawValue: lowered) {
            try once(orientation, "orientation")
            orientation = turned
        } else if let direction = Self.directionNames[lowered] {
            try once(layoutDirection, "layout direction")
            layoutDirection = direction
        } else if let size = Self.sizeNames[lowered] {
            try once(contentSizeCategory, "text size")
            contentSizeCategory = size
        } else if let style = ["light": UserInterfaceStyle.light, "dark": .dark][lowered] {
            try once(appearance, "appearance")
            appearance = style
        } else {
            let known =
                Device.presets.map(\.name) + ["portrait", "landscape", "ltr", "rtl"] + Self.sizeWords
                + ["light", "dark"]
            throw ParseError(
                message: "unknown word `\(word)` in variant `\(text)`\(DidYouMean.hint(for: lowered, among: known)); "
                    + "expected a device (`layoutshot devices`), portrait or landscape, ltr or rtl, a text size "
                    + "(\(Self.sizeWords.joined(separator: ", "))), or light or dark")
        }
    }

    /// The text sizes' short words, in `ContentSizeCategory`'s order.
    static let sizeWords = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

    /// Every name a text size is written by: its short word and its UIKit name, lowercased.
    private static let sizeNames: [String: ContentSizeCategory] = {
        var names: [String: ContentSizeCategory] = [:]
        for (word, size) in zip(sizeWords, ContentSizeCategory.allCases) {
            names[word] = size
            names[size.rawValue.lowercased()] = size
        }
        return names
    }()

    private static let directionWords: [UserInterfaceLayoutDirection: String] = [
        .leftToRight: "ltr", .rightToLeft: "rtl",
    ]

    /// Every name a direction is written by: the short word and UIKit's name, lowercased.
    private static let directionNames: [String: UserInterfaceLayoutDirection] = [
        "ltr": .leftToRight, "lefttoright": .leftToRight, "rtl": .rightToLeft, "righttoleft": .rightToLeft,
    ]
}
