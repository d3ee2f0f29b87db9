import CollectionLayout

/// Where a figure's elements get the app's own views: a function from an element's attributes
/// to its view's scene nodes (`ViewSceneNodes`, in content coordinates), or nil to draw the
/// element as a box.
///
/// The function makes views from layout objects, which belong to one thread: `SceneBuilder`
/// calls it only on the thread that reads the attributes (never on its building threads), which
/// is why this non-Sendable function may travel in a Sendable builder.
public struct ViewContentProvider: @unchecked Sendable {
    /// The element's view as nodes, or nil for a box.
    public let nodes: (CollectionViewLayoutAttributes) -> [SceneNode]?

    /// A provider answering with `nodes`.
    public init(_ nodes: @escaping (CollectionViewLayoutAttributes) -> [SceneNode]?) {
        self.nodes = nodes
    }
}
