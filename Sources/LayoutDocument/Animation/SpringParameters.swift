import LayoutAnimation

/// A spring's parameters as a document (`spring: {stiffness: 300, damping: 20}`) or the command
/// line (`--curve "spring(stiffness: 300, damping: 20)"`) names them; nil where not given.
struct SpringParameters: Sendable {
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var duration: Double?
    var bounce: Double?
    var dampingRatio: Double?
    var response: Double?
    var initialVelocity: Double?

    /// One parameter: its name, where it goes, its bounds and what it means.
    struct Parameter: Sendable {
        let name: String
        let keyPath: WritableKeyPath<SpringParameters, Double?> & Sendable
        let rule: NumberRule
        let summary: String
    }

    /// Every parameter, declared once for the document's fields and the command line's names.
    static let parameters = [
        Parameter(
            name: "mass", keyPath: \.mass, rule: NumberRule(exclusiveMinimum: 0), summary: "Mass; 1 when omitted."),
        Parameter(
            name: "stiffness", keyPath: \.stiffness, rule: NumberRule(exclusiveMinimum: 0),
            summary: "Spring constant (with damping)."),
        Parameter(
            name: "damping", keyPath: \.damping, rule: NumberRule(exclusiveMinimum: 0),
            summary: "Damping coefficient (with stiffness)."),
        Parameter(
            name: "duration", keyPath: \.duration, rule: NumberRule(exclusiveMinimum: 0),
            summary: "Perceptual duration in seconds (with bounce)."),
        Parameter(
            name: "bounce", keyPath: \.bounce, rule: NumberRule(exclusiveMinimum: -1, exclusiveMaximum: 1),
            summary: "Bounciness with duration, between -1 and 1 exclusive; 0 when omitted."),
        Parameter(
            name: "dampingRatio", keyPath: \.dampingRatio, rule: NumberRule(exclusiveMinimum: 0),
            summary: "Damping ratio (with response)."),
        Parameter(
            name: "response", keyPath: \.response, rule: NumberRule(exclusiveMinimum: 0),
            summary: "Response in seconds (with dampingRatio)."),
        Parameter(
            name: "initialVelocity", keyPath: \.initialVelocity, rule: NumberRule(minimum: -1000, maximum: 1000),
            summary: "Initial velocity in progress per second; 0."),
    ]

    /// The keys of a document's `spring`, with the parameter sets as key rules.
    static let fields = DocumentObject<SpringParameters>(
        parameters.map { DocumentField($0.name, DocumentValues.number($0.rule), $0.keyPath, $0.summary) },
        keyRules: [
            .exactlyOne(["stiffness", "duration", "dampingRatio"]), .requires("stiffness", ["damping"]),
            .requires("damping", ["stiffness"]), .requires("mass", ["stiffness"]), .requires("bounce", ["duration"]),
            .requires("dampingRatio", ["response"]), .requires("response", ["dampingRatio"]),
        ])

    init() {}

    /// The parameters `named` gives (the command line's `name: value` pairs); nil when a name is
    /// not a parameter.
    init?(named: [String: Double]) {
        for (name, value) in named {
            guard let parameter = Self.parameters.first(where: { $0.name == name }) else { return nil }
            self[keyPath: parameter.keyPath] = value
        }
    }

    /// The names of the parameters given, besides the initial velocity, which every set takes.
    var shapeParameters: Set<String> {
        Set(Self.parameters.filter { $0.keyPath != \.initialVelocity && self[keyPath: $0.keyPath] != nil }.map(\.name))
    }
}

extension SpringCurve {
    /// The spring one of the three parameter sets gives: `stiffness` and `damping` (and `mass`),
    /// `duration` (and `bounce`), or `dampingRatio` and `response`; each with an optional
    /// `initialVelocity`. Nil when the parameters are none of the sets (the command line and
    /// documents each say so in their own words).
    ///
    /// - Throws: the curve's own `TimingCurveError` for values it cannot make a spring of.
    init?(parameters: SpringParameters) throws {
        let given = parameters.shapeParameters
        let velocity = parameters.initialVelocity ?? 0
        if given.isSubset(of: ["mass", "stiffness", "damping"]), let stiffness = parameters.stiffness,
            let damping = parameters.damping
        {
            try self.init(mass: parameters.mass ?? 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        } else if given.isSubset(of: ["duration", "bounce"]), let duration = parameters.duration {
            try self.init(duration: duration, bounce: parameters.bounce ?? 0, initialVelocity: velocity)
        } else if given == ["dampingRatio", "response"], let ratio = parameters.dampingRatio,
            let response = parameters.response
        {
            try self.init(dampingRatio: ratio, response: response, initialVelocity: velocity)
        } else {
            return nil
        }
    }
}
