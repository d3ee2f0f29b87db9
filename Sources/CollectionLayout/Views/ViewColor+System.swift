import Foundation

/// UIKit's dynamic system colours, the ones list and card layouts set, with the light and dark
/// values of Apple's Human Interface Guidelines colour tables ("Color", iOS and iPadOS system
/// colours and background, label and separator colours, default contrast).
extension ViewColor {
    /// An sRGB colour from 0–255 components.
    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// System red, 255 59 48; 255 69 58 in dark mode.
    public static let systemRed = ViewColor(light: ViewColor(255, 59, 48), dark: ViewColor(255, 69, 58))
    /// System orange, 255 149 0; 255 159 10 in dark mode.
    public static let systemOrange = ViewColor(light: ViewColor(255, 149, 0), dark: ViewColor(255, 159, 10))
    /// System yellow, 255 204 0; 255 214 10 in dark mode.
    public static let systemYellow = ViewColor(light: ViewColor(255, 204, 0), dark: ViewColor(255, 214, 10))
    /// System green, 52 199 89; 48 209 88 in dark mode.
    public static let systemGreen = ViewColor(light: ViewColor(52, 199, 89), dark: ViewColor(48, 209, 88))
    /// System teal, 48 176 199; 64 200 224 in dark mode.
    public static let systemTeal = ViewColor(light: ViewColor(48, 176, 199), dark: ViewColor(64, 200, 224))
    /// System blue, 0 122 255; 10 132 255 in dark mode.
    public static let systemBlue = ViewColor(light: ViewColor(0, 122, 255), dark: ViewColor(10, 132, 255))
    /// System indigo, 88 86 214; 94 92 230 in dark mode.
    public static let systemIndigo = ViewColor(light: ViewColor(88, 86, 214), dark: ViewColor(94, 92, 230))
    /// System purple, 175 82 222; 191 90 242 in dark mode.
    public static let systemPurple = ViewColor(light: ViewColor(175, 82, 222), dark: ViewColor(191, 90, 242))
    /// System pink, 255 45 85; 255 55 95 in dark mode.
    public static let systemPink = ViewColor(light: ViewColor(255, 45, 85), dark: ViewColor(255, 55, 95))
    /// System gray, 142 142 147; 142 142 147 in dark mode.
    public static let systemGray = ViewColor(light: ViewColor(142, 142, 147), dark: ViewColor(142, 142, 147))
    /// Grouped table background, 242 242 247; 0 0 0 in dark mode.
    public static let systemGroupedBackground = ViewColor(light: ViewColor(242, 242, 247), dark: ViewColor(0, 0, 0))
    /// Secondary background, 242 242 247; 28 28 30 in dark mode.
    public static let secondarySystemBackground = ViewColor(
        light: ViewColor(242, 242, 247), dark: ViewColor(28, 28, 30))
    /// Primary text, black; 255 255 255 in dark mode.
    public static let label = ViewColor(light: ViewColor(0, 0, 0), dark: ViewColor(255, 255, 255))
    /// Secondary text, 60 60 67 at 60 %; 235 235 245 at 60 % in dark mode.
    public static let secondaryLabel = ViewColor(
        light: ViewColor(60, 60, 67, alpha: 0.6), dark: ViewColor(235, 235, 245, alpha: 0.6))
    /// Separators, 60 60 67 at 29 %; 84 84 88 at 60 % in dark mode.
    public static let separator = ViewColor(
        light: ViewColor(60, 60, 67, alpha: 0.29), dark: ViewColor(84, 84, 88, alpha: 0.6))
}
