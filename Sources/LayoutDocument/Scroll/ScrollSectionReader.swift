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
        let direction = axis()
        let motion = self.motion()
        var overscroll = OverscrollBehavior.none
        if let name = section["overscroll"]?.string, let behavior = ScrollSpecification.overscroll(named: name) {
            overscroll = behavior
        }
        let strip = section["strip"]
        guard let motion else { return nil }
        if let snapFigure = section["snapFigure"], snapFigure.boolean == true, !motion.isFling {
            // Refused here rather than by `scroll` alone, so every command judges the document alike.
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: snapFigure.location,
                    "a snap figure shows where a fling comes to rest: expected `fling` beside `snapFigure: true`"))
        }
        var specification = ScrollSpecification(
            direction: direction, motion: motion, overscroll: overscroll, columns: strip?["columns"]?.integer,
            title: strip?["title"]?.string, frameDuration: strip?["frameDuration"]?.number,
            snapFigure: section["snapFigure"]?.boolean ?? false)
        if let view = strip?["view"]?.string.flatMap(ScrollSpecification.View.init(rawValue:)) {
            specification.view = view
        }
        return specification
    }

    private mutating func axis() -> ScrollDirection {
        let natural = layout.scrollDirection
        guard let value = section["axis"], let name = value.string,
            let direction = ScrollSpecification.direction(axis: name)
        else { return natural }
        if direction != natural {
            let expected = natural == .vertical ? "y" : "x"
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: value.location,
                    "expected `\(expected)`: the \(layout.typeName) layout scrolls "
                        + "\(natural == .vertical ? "vertically" : "horizontally"), found `\(name)`"))
        }
        return direction
    }

    /// The keys that choose the motion, with the key that names each.
    private var motionKeys: [(key: String, value: SpecValue)] {
        ["from", "offsets", "fling"].compactMap { key in section[key].map { (key, $0) } }
    }

    private mutating func motion() -> ScrollPlan.Motion? {
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
        let frames = section["frames"]?.integer ?? ScrollSpecification.defaultFrameCount
        switch first.key {
        case "offsets":
            rejectKeys(["frames", "curve", "to"], reason: "an `offsets` list has one frame per offset")
            // The schema asks for at least one offset.
            return .offsets(first.value.elements.compactMap(\.number).map { CGFloat($0) })
        case "fling":
            rejectKeys(["curve", "to"], reason: "a fling's timing is its deceleration")
            let fling = first.value
            let velocity = CGFloat(fling["velocity"]?.number ?? 0)
            return .fling(
                from: fling["from"]?.number.map { CGFloat($0) }, velocity: velocity, frames: frames,
                rate: rate(fling["rate"]))
        default:
            guard let to = section["to"]?.number, let from = first.value.number else {
                diagnostics.append(
                    Diagnostic(.missingKey, at: first.value.location, "expected `to` beside `from` (keyframes)"))
                return nil
            }
            let curve = section["curve"]?.string.flatMap(TimingCurve.init(name:)) ?? .linear
            return .keyframes(from: CGFloat(from), to: CGFloat(to), frames: frames, curve: curve)
        }
    }

    private func rate(_ value: SpecValue?) -> DecelerationRate {
        if let factor = value?.number { return DecelerationRate(rawValue: CGFloat(factor)) ?? .normal }
        return value?.string == "fast" ? .fast : .normal
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
