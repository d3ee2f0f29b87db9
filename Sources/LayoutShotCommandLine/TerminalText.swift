/// Text for a person's terminal, with the characters a terminal would obey instead of show made
/// visible. Document text and file names reach messages (`title: "\e[2K…"`, a file called
/// `$'\e[2K'.yaml`); printed raw, an escape sequence erases the error line it is part of, moves
/// the cursor or retitles the window. Control characters other than newline and tab (C0, DEL
/// and C1) are written as `\u{1B}`, the way Swift spells them, so the message says what is
/// there. Machine-read output (JSON, SVG) has its own escaping and does not pass through here.
enum TerminalText {
    /// `text` with every control character but newline and tab written as `\u{…}`.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a terminal would act on `scalar` rather than show it.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
