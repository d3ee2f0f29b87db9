/// One broken contract: which rule, which element, what UIKit expects and what the layout did.
///
/// `element` names the element as reports do (`ElementKey.description`: "cell 0-3",
/// "header 1-0", "decoration background 2-0"), or "layout" for a finding about the whole layout
/// (its content size, its query cost).
public struct LintFinding: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The contract that is broken.
    public var rule: LintRule
    /// The element concerned, or "layout".
    public var element: String
    /// What UIKit's contract expects.
    public var expected: String
    /// What the layout answered instead.
    public var found: String

    /// The element named for findings about the whole layout.
    public static let wholeLayout = "layout"

    /// Creates a finding.
    public init(rule: LintRule, element: String, expected: String, found: String) {
        self.rule = rule
        self.element = element
        self.expected = expected
        self.found = found
    }

    /// "cell 0-3: rect-query: expected …; found …".
    public var description: String { "\(element): \(rule): expected \(expected); found \(found)" }
}
