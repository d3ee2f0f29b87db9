import CollectionLayout

/// The `layout` shape this folder adds: `type: stretchy`.
extension DocumentSchema {
    /// Snap behaviour names of `snap` on a flow layout (`ScrollSnapBehavior`).
    public static let snapBehaviors = ScrollSnapBehavior.allCases.map(\.rawValue)

    /// `type: stretchy`: the stretchy / sticky / parallax layout of the "Jungle Cup" tutorial (vertical only).
    static let stretchyLayout = StretchyLayoutSettings.fields.shape
}
