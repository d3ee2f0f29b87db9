import Foundation

/// Breaks text into lines of at most a given width, as UIKit's default line breaking
/// (`NSLineBreakMode.byWordWrapping`) does when it measures: at newlines, then between words,
/// and inside a word only when the word alone is wider than a line. Widths are DejaVu Sans'
/// (`DejaVuSansMetrics`), the font LayoutShot measures and draws with.
///
/// A line's width leaves out its trailing spaces, as a text system's used rect does. Apple
/// documents the modes, not the algorithm; this is the greedy breaking TextKit's measurements
/// show for Latin text (no hyphenation, no kerning).
public struct TextLineBreaker: Sendable {
    /// One line: its text and its width in points.
    public struct Line: Hashable, Sendable {
        /// The characters of the line, trailing spaces included.
        public var text: Substring
        /// The width of the line without its trailing spaces.
        public var width: CGFloat
    }

    /// The font size, in points.
    public var fontSize: CGFloat
    /// Whether the bold face measures the text.
    public var bold: Bool

    /// A breaker for text at `fontSize` points.
    public init(fontSize: CGFloat, bold: Bool = false) {
        self.fontSize = fontSize
        self.bold = bold
    }

    /// The lines of `text` at most `width` points wide (not wrapped when `width` is infinite or
    /// not positive); at least one line, possibly empty.
    public func lines(of text: String, width: CGFloat) -> [Line] {
        let wraps = width.isFinite && width > 0
        var lines: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard wraps else {
                lines.append(line(paragraph))
                continue
            }
            lines += wrapped(paragraph, width: width)
        }
        return lines
    }

    /// `paragraph` broken greedily between words, a word wider than `width` between characters.
    /// Each word is measured once, so the work grows with the text, not with its square.
    private func wrapped(_ paragraph: Substring, width: CGFloat) -> [Line] {
        var lines: [Line] = []
        var lineStart = paragraph.startIndex
        var lineEnd = lineStart  // the end of the last word that fits
        var lineWidth: CGFloat = 0
        var index = lineStart
        while index < paragraph.endIndex {
            var wordStart = index
            while wordStart < paragraph.endIndex, paragraph[wordStart] == " " {
                wordStart = paragraph.index(after: wordStart)
            }
            var wordEnd = wordStart
            while wordEnd < paragraph.endIndex, paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            if wordStart == wordEnd { break }  // trailing spaces: they stay on the line, unmeasured
            let spaces = measure(paragraph[index..<wordStart])
            let candidate = lineWidth + spaces + measure(paragraph[wordStart..<wordEnd])
            if candidate <= width {
                lineWidth = candidate
                lineEnd = wordEnd
                index = wordEnd
            } else if lineEnd > lineStart {
                // Break before this word; the spaces at the break start no line.
                lines.append(Line(text: paragraph[lineStart..<lineEnd], width: lineWidth))
                (lineStart, lineEnd, lineWidth, index) = (wordStart, wordStart, 0, wordStart)
            } else {
                // Nothing fits before the word's end: as many characters as fit, at least one.
                var cut = lineStart
                var used: CGFloat = 0
                while cut < wordEnd {
                    let advance = measure(paragraph[cut...cut])
                    if cut > lineStart, used + advance > width { break }
                    used += advance
                    cut = paragraph.index(after: cut)
                }
                lines.append(Line(text: paragraph[lineStart..<cut], width: used))
                (lineStart, lineEnd, lineWidth, index) = (cut, cut, 0, cut)
            }
        }
        if lineStart < paragraph.endIndex || lines.isEmpty { lines.append(line(paragraph[lineStart...])) }
        return lines
    }

    /// A line of `text`, measured without its trailing spaces.
    private func line(_ text: Substring) -> Line {
        var trimmed = text
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return Line(text: text, width: measure(trimmed))
    }

    private func measure(_ text: Substring) -> CGFloat {
        DejaVuSansMetrics.width(of: text, fontSize: fontSize, bold: bold)
    }
}
