import LayoutAnimation

extension AnimationOptions {
    /// The keys of `animation`, each described and read by one declaration.
    static let fields = DocumentObject<AnimationOptions>([
        DocumentField(
            "frames", DocumentValues.integer(IntegerRule(minimum: 2, maximum: DocumentSchema.maximumFrames)), \.frames,
            "Number of frames, first (before) and last (after) included; 5 when omitted."),
        DocumentField(
            // At least a millisecond: shorter, nothing can show it, and the animated SVG's
            // keyframes per second (frames ÷ duration) overflowed (audit 4: 5.0e-324 gave "inf").
            "duration", DocumentValues.number(NumberRule(minimum: 0.001, maximum: 60)), \.duration,
            "Length of the animation in seconds, from 0.001; 0.3 when omitted (a spring's settling time for springs)."),
        DocumentField(
            "curve", DocumentValues.timingCurve, \.curve, "Timing curve; easeInEaseOut (UIKit's) when omitted."),
        DocumentField(
            "stripColumns", DocumentValues.integer(IntegerRule(minimum: 1, maximum: DocumentSchema.maximumFrames)),
            \.stripColumns, "Frames per row of a film strip; all in one row when omitted."),
        DocumentField(
            "ghosts", DocumentValues.boolean, \.ghosts,
            "Draw each moving element's start as a ghost with an arrow to its end."),
        DocumentField(
            "insertionStart", DocumentValues.choice(InsertionStart.self), \.insertionStart,
            "Where inserted items start: default (UIKit: in place, alpha 0) or center (the collection view's centre, alpha 0)."
        ),
        DocumentField(
            "labels", DocumentValues.choice(LabelIdentity.self), \.labels,
            "Which index path labels show, the same in every frame: both (\"0-2→0-1\" where it changes; the default), before or after the update."
        ),
        DocumentField(
            "roles", DocumentValues.boolean, \.roles,
            "Colour inserted, deleted, moved and reloaded elements, with a legend; true when omitted."),
    ])
}

extension DocumentValues {
    /// A timing curve's name (`TimingCurve.names`, each of which `TimingCurve(name:)` reads).
    static let curveName = choice(
        names: TimingCurve.names, cases: TimingCurve.names.map { TimingCurve(name: $0) ?? .linear })

    /// A timing curve: a name, `{cubicBezier: [x1, y1, x2, y2]}` or `{spring: {…}}` with one of
    /// the spring's three parameter sets. A curve the parameters cannot make (a Bézier x outside
    /// [0, 1], a spring that does not settle) is reported where it is written.
    static let timingCurve: DocumentValue<TimingCurve> = {
        let name = curveName
        let points = DocumentValue<[Double]>(
            .array(
                ArrayShape(
                    of: coordinate.shape, minimumCount: 4, maximumCount: 4,
                    leadingElements: [unitInterval.shape, coordinate.shape, unitInterval.shape])),
            read: { $0.elements.compactMap(\.number) })
        let cubicBezier = DocumentValue<TimingCurve>(
            points.shape,
            checkingRead: { node, diagnostics in
                guard let numbers = points.value(of: node), numbers.count == 4 else { return nil }
                do {
                    return try TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
                } catch {
                    diagnostics.append(Diagnostic(.outOfRange, at: node.location, "\(error)"))
                    return nil
                }
            })
        let parameters = SpringParameters.fields.value(startingFrom: SpringParameters())
        let spring = DocumentValue<TimingCurve>(
            parameters.shape,
            checkingRead: { node, diagnostics in
                guard let given = parameters.read(node, &diagnostics) else { return nil }
                do {
                    if let curve = try SpringCurve(parameters: given) { return .spring(curve) }
                } catch {
                    diagnostics.append(Diagnostic(.outOfRange, at: node.location, "\(error)"))
                    return nil
                }
                let found = node.entries.map(\.key).joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: node.location,
                        "expected stiffness and damping (and mass), or duration (and bounce), or dampingRatio and"
                            + " response; found \(found.isEmpty ? "no parameters" : found)"))
                return nil
            })
        let parametric = DocumentObject<TimingCurve?>(
            [
                DocumentField(
                    "cubicBezier", cubicBezier, "Control points x1, y1, x2, y2 (x in [0, 1]).", set: { $0 = $1 }),
                DocumentField(
                    "spring", spring, "A spring: stiffness+damping, duration+bounce or dampingRatio+response.",
                    set: { $0 = $1 }),
            ], exactlyOneKey: true
        ).value(startingFrom: nil)
        return DocumentValue(
            .choice([name.shape, parametric.shape]),
            checkingRead: { node, diagnostics in
                if node.string != nil { return name.read(node, &diagnostics) }
                return parametric.read(node, &diagnostics) ?? nil
            })
    }()
}
