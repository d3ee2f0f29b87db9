import Foundation
import LayoutAnimation

extension TimingCurve {
    /// The curve syntaxes accepted on the command line, for help and error messages.
    public static let syntaxSummary =
        "a name (linear, easeIn, easeOut, easeInEaseOut, default), cubic-bezier(x1, y1, x2, y2), "
        + "spring(stiffness: K, damping: C[, mass: M]), spring(duration: D[, bounce: B]) or "
        + "spring(dampingRatio: Z, response: R); springs also take initialVelocity"

    /// Parses a curve written as on the command line (see `syntaxSummary`); `=` may replace `:`.
    ///
    /// - Throws: `TimingCurveSyntaxError` naming what was expected, or the curve's own
    ///   `TimingCurveError` for out-of-range parameters.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = TimingCurve(name: trimmed) {
            self = named
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw TimingCurveSyntaxError(text: text)
        }
        let function = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        switch function {
        case "cubic-bezier", "cubicbezier":
            let numbers = arguments.compactMap { Double($0) }
            guard numbers.count == 4, arguments.count == 4 else { throw TimingCurveSyntaxError(text: text) }
            self = try .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        case "spring":
            var named: [String: Double] = [:]
            for argument in arguments {
                let parts = argument.split(whereSeparator: { $0 == ":" || $0 == "=" })
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, let value = Double(parts[1]) else { throw TimingCurveSyntaxError(text: text) }
                named[parts[0]] = value
            }
            self = .spring(try Self.spring(named, text: text))
        default:
            throw TimingCurveSyntaxError(text: text)
        }
    }

    private static func spring(_ named: [String: Double], text: String) throws -> SpringCurve {
        guard let parameters = SpringParameters(named: named), let spring = try SpringCurve(parameters: parameters)
        else { throw TimingCurveSyntaxError(text: text) }
        return spring
    }
}

/// A timing curve written in none of the accepted syntaxes.
public struct TimingCurveSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String

    /// The message, naming the syntaxes accepted and the text found.
    public var description: String { "expected \(TimingCurve.syntaxSummary); found `\(text)`" }
}
