import Foundation

/// How text is aligned in its line (UIKit's `NSTextAlignment`, same raw values).
public enum TextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// How a line that does not fit is broken or cut (UIKit's `NSLineBreakMode`, same raw values).
/// Measurement wraps between words for the wrapping modes; the others keep one line per
/// paragraph, cut or truncated where drawn.
public enum LineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether lines wrap (word or character wrapping).
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
