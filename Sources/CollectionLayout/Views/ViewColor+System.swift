import Foundation

/// UIKit's dynamic system colours in their light-mode values (Apple's Human Interface
/// Guidelines colour table, iOS default light), the ones list and card layouts set.
extension ViewColor {
    /// An sRGB colour from 0–255 components.
    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// System red, 255 59 48.
    public static let systemRed = ViewColor(255, 59, 48)
    /// System orange, 255 149 0.
    public static let systemOrange = ViewColor(255, 149, 0)
    /// System yellow, 255 204 0.
    public static let systemYellow = ViewColor(255, 204, 0)
    /// System green, 52 199 89.
    public static let systemGreen = ViewColor(52, 199, 89)
    /// System teal, 48 176 199.
    public static let systemTeal = ViewColor(48, 176, 199)
    /// System blue, 0 122 255.
    public static let systemBlue = ViewColor(0, 122, 255)
    /// System indigo, 88 86 214.
    public static let systemIndigo = ViewColor(88, 86, 214)
    /// System purple, 175 82 222.
    public static let systemPurple = ViewColor(175, 82, 222)
    /// System pink, 255 45 85.
    public static let systemPink = ViewColor(255, 45, 85)
    /// System gray, 142 142 147.
    public static let systemGray = ViewColor(142, 142, 147)
    /// Grouped table background, 242 242 247.
    public static let systemGroupedBackground = ViewColor(242, 242, 247)
    /// Secondary background, 242 242 247.
    public static let secondarySystemBackground = ViewColor(242, 242, 247)
    /// Primary text, black.
    public static let label = ViewColor(0, 0, 0)
    /// Secondary text, 60 60 67 at 60 %.
    public static let secondaryLabel = ViewColor(60, 60, 67, alpha: 0.6)
    /// Separators, 60 60 67 at 29 %.
    public static let separator = ViewColor(60, 60, 67, alpha: 0.29)
}
