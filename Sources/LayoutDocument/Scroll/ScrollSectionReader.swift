import CollectionLayout
import Foundation
import LayoutAnimation

/// Reads a validated `scroll` section, collecting diagnostics for combinations the schema
/// cannot rule out.
///
/// The schema has already checked every value's type and range (offsets are finite numbers,
/// `frames` ≥ 1, the velocity is finite); this checks what it cannot express: exactly one of
/// keyframes (`from` + `to`), `offsets` or `fling`, options that belong to another motion, a snap
/// figure only of a fling, and an axis the layout can scroll along.
struct ScrollSectionReader {
    let section: SpecValue
    let layout: LayoutSpecification
    private(set) var diagnostics: [Diagnostic] = []

    init(section: SpecValue, layout: LayoutSpecification) {
        self.section = section
        self.layout = layout
    }

    mutating func read() -> ScrollSpecification? {
        var written = WrittenScroll()
        WrittenScroll.fields.read(section, into: &written, diagnostics: &diagnostics)
        let direction = axis(written.axis)
        guard let motion = motion(written) else { return nil }
        if let snapFigure = section["snapFigure"], written.snapFigure, !motion.isFling {
            // Refused here rather than by `scroll` alone, so every command judges the document alike.
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: snapFigure.location,
                    "a snap figure shows where a fling comes to rest: expected `fling` beside `snapFigure: true`"))
        }
        var specification = ScrollSpecification(
            direction: direction, motion: motion, overscroll: written.overscroll, columns: written.strip.columns,
            title: written.strip.title, frameDuration: written.strip.frameDuration, snapFigure: written.snapFigure)
        if let view = written.strip.view { specification.view = view }
        return specification
    }

    private mutating func axis(_ written: ScrollDirection?) -> ScrollDirection {
        let natural = layout.scrollDirection
        guard let direction = written, let value = section["axis"] else { return natural }
        if direction != natural {
            let expected = natural == .vertical ? "y" : "x"
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: value.location,
                    "expected `\(expected)`: the \(layout.typeName) layout scrolls "
                        + "\(natural == .vertical ? "vertically" : "horizontally"), found `\(value.string ?? "")`"))
        }
        return direction
    }

    /// The keys that choose the motion, with the key that names each.
    private var motionKeys: [(key: String, value: SpecValue)] {
        ["from", "offsets", "fling"].compactMap { key in section[key].map { (key, $0) } }
    }

    private mutating func motion(_ written: WrittenScroll) -> ScrollPlan.Motion? {
        let chosen = motionKeys
        guard let first = chosen.first else {
            diagnostics.append(
                Diagnostic(
                    .missingKey, at: section.location,
                    "expected one of `from` + `to` (keyframes), `offsets` or `fling`, found none"))
            return nil
        }
        if chosen.count > 1 {
            let names = chosen.map { "`\($0.key)`" }.joined(separator: " and ")
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: chosen[1].value.location,
                    "expected exactly one of `from` + `to`, `offsets` or `fling`, found \(names)"))
            return nil
        }
        let frames = written.frames ?? ScrollSpecification.defaultFrameCount
        switch first.key {
        case "offsets":
            rejectKeys(["frames", "curve", "to"], reason: "an `offsets` list has one frame per offset")
            // The schema asks for at least one offset.
            return .offsets(written.offsets ?? [])
        case "fling":
            rejectKeys(["curve", "to"], reason: "a fling's timing is its deceleration")
            let fling = written.fling ?? WrittenScroll.Fling()
            return .fling(from: fling.from, velocity: fling.velocity, frames: frames, rate: fling.rate)
        default:
            guard let to = written.to, let from = written.from else {
                diagnostics.append(
                    Diagnostic(.missingKey, at: first.value.location, "expected `to` beside `from` (keyframes)"))
                return nil
            }
            return .keyframes(from: from, to: to, frames: frames, curve: written.curve ?? .linear)
        }
    }

    private mutating func rejectKeys(_ keys: [String], reason: String) {
        for key in keys {
            guard let value = section[key] else { continue }
            diagnostics.append(Diagnostic(.invalidValue, at: value.location, "unexpected `\(key)`: \(reason)"))
        }
    }
}

extension ScrollPlan.Motion {
    /// Whether the motion is a fling (a velocity decelerating to rest).
    fileprivate var isFling: Bool {
        if case .fling = self { return true }
        return false
    }
}
