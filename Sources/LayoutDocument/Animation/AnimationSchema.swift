import LayoutAnimation

/// The animation sections of the document schema: `updates` (a batch update to animate),
/// `transition` (a target layout to animate to) and `animation` (frames, timing, figure options).
extension DocumentSchema {
    /// Index paths in `updates`: `S-I` (section S, item I).
    public static let indexPathPattern = #"([0-9]{1,9})-([0-9]{1,9})"#

    // MARK: - Options

    /// Names accepted by `animation.curve` (and `--curve`).
    public static let curveNames = TimingCurve.names

    static let spring = SchemaShape.object(
        ObjectShape(
            [
                SchemaProperty("mass", .number(NumberRule(exclusiveMinimum: 0)), "Mass; 1 when omitted."),
                SchemaProperty(
                    "stiffness", .number(NumberRule(exclusiveMinimum: 0)), "Spring constant (with damping)."),
                SchemaProperty(
                    "damping", .number(NumberRule(exclusiveMinimum: 0)), "Damping coefficient (with stiffness)."),
                SchemaProperty(
                    "duration", .number(NumberRule(exclusiveMinimum: 0)),
                    "Perceptual duration in seconds (with bounce)."),
                SchemaProperty(
                    "bounce", .number(NumberRule(exclusiveMinimum: -1, exclusiveMaximum: 1)),
                    "Bounciness with duration, between -1 and 1 exclusive; 0 when omitted."),
                SchemaProperty(
                    "dampingRatio", .number(NumberRule(exclusiveMinimum: 0)), "Damping ratio (with response)."),
                SchemaProperty(
                    "response", .number(NumberRule(exclusiveMinimum: 0)), "Response in seconds (with dampingRatio)."),
                SchemaProperty(
                    "initialVelocity", .number(NumberRule(minimum: -1000, maximum: 1000)),
                    "Initial velocity in progress per second; 0."),
            ],
            keyRules: [
                .exactlyOne(["stiffness", "duration", "dampingRatio"]), .requires("stiffness", ["damping"]),
                .requires("damping", ["stiffness"]), .requires("mass", ["stiffness"]),
                .requires("bounce", ["duration"]),
                .requires("dampingRatio", ["response"]), .requires("response", ["dampingRatio"]),
            ]))

    /// Frame counts are capped so that a typo cannot exhaust memory.
    public static let maximumFrames = 1000

}
