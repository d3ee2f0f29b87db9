import LayoutAnimation

/// The animation sections of the document schema: `updates` (a batch update to animate),
/// `transition` (a target layout to animate to) and `animation` (frames, timing, figure options).
extension DocumentSchema {
    /// The top-level keys that describe an animation, registered in `topLevelProperties`
    /// (computed: `transition` follows the registered layouts).
    static var animationProperties: [SchemaProperty] {
        [
            SchemaProperty(
                "updates", updates,
                "A batch update to animate (`layoutshot animate`): a list of changes, or {changes, itemCountsAfter}."),
            SchemaProperty(
                "transition", layout,
                "A target layout (same shape as `layout`) to animate to from `layout`, with the same data."),
            SchemaProperty("animation", animation, "Frames, duration, timing curve and figure options of `animate`."),
        ]
    }

    /// Index paths in `updates`: `S-I` (section S, item I).
    public static let indexPathPattern = #"([0-9]{1,9})-([0-9]{1,9})"#

    static let indexPathString = SchemaShape.string(
        StringRule(pattern: .indexPath))

    static let indexPathObject = SchemaShape.object(
        ObjectShape([
            SchemaProperty("section", .integer(IntegerRule(minimum: 0)), required: true, "The section."),
            SchemaProperty("item", .integer(IntegerRule(minimum: 0)), required: true, "The item in the section."),
        ]))

    /// One index path, or a list of them.
    static let indexPaths = SchemaShape.choice([
        indexPathObject, indexPathString, .array(ArrayShape(of: .choice([indexPathObject, indexPathString]))),
    ])

    static let sectionIndex = SchemaShape.integer(IntegerRule(minimum: 0))

    static let sectionIndexes = SchemaShape.choice([sectionIndex, .array(ArrayShape(of: sectionIndex))])

    static let itemMove = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "from", .choice([indexPathObject, indexPathString]), required: true,
                "The item's index path before the update."),
            SchemaProperty(
                "to", .choice([indexPathObject, indexPathString]), required: true,
                "The item's index path after the update."),
        ]))

    static let sectionMove = SchemaShape.object(
        ObjectShape([
            SchemaProperty("from", sectionIndex, required: true, "The section's index before the update."),
            SchemaProperty("to", sectionIndex, required: true, "The section's index after the update."),
        ]))

    static let newSection = SchemaShape.object(
        ObjectShape([
            SchemaProperty("section", sectionIndex, required: true, "The section's index after the update."),
            SchemaProperty("items", itemCount, "The number of items it brings; 0 when omitted."),
        ]))

    static let reloadedSection = SchemaShape.choice([
        sectionIndex,
        .object(
            ObjectShape([
                SchemaProperty("section", sectionIndex, required: true, "The section's index before the update."),
                SchemaProperty("items", itemCount, "The number of items after the reload; unchanged when omitted."),
            ])),
    ])

    /// One change: a one-key mapping, like UIKit's `insertItems(at:)`, `moveSection(_:toSection:)`, ….
    static let change = SchemaShape.object(
        ObjectShape(
            [
                SchemaProperty("insert", indexPaths, "Items inserted (index paths after the update)."),
                SchemaProperty("delete", indexPaths, "Items deleted (index paths before the update)."),
                SchemaProperty("reload", indexPaths, "Items reloaded (index paths before the update)."),
                SchemaProperty("move", itemMove, "An item moved."),
                SchemaProperty(
                    "insertSection", .choice([newSection, .array(ArrayShape(of: newSection))]),
                    "Sections inserted, with their item counts."),
                SchemaProperty("deleteSection", sectionIndexes, "Sections deleted (indexes before the update)."),
                SchemaProperty(
                    "reloadSection", reloadedSection, "A section reloaded (index before the update)."),
                SchemaProperty("moveSection", sectionMove, "A section moved."),
            ], exactlyOneKey: true))

    static let changes = SchemaShape.array(ArrayShape(of: change, minimumCount: 1))

    static let updates = SchemaShape.choice([
        changes,
        .object(
            ObjectShape([
                SchemaProperty("changes", changes, required: true, "The changes, in any order (as in UIKit)."),
                SchemaProperty(
                    "itemCountsAfter", .array(ArrayShape(of: itemCount)),
                    "The item counts the data source reports after the update; checked against the changes."),
            ])),
    ])

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

    static let animation = SchemaShape.object(AnimationOptions.fields.shape)
}
