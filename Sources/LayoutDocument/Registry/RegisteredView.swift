import CollectionLayout
import Foundation

/// A view class of your own — a cell, supplementary or decoration view — that documents can
/// draw their elements with: `views: {cell: photo}` draws every cell as a `PhotoCell` made with
/// `init(frame:)`, configured, given its attributes with `apply(_:)` and laid out with
/// `layoutSubviews()`, instead of as a box.
public struct RegisteredView: Sendable {
    /// What a view is made for: the element and the document's data for it.
    public struct Element: Sendable {
        /// The element's index path.
        public var indexPath: IndexPath
        /// `cell`, or the supplementary or decoration kind.
        public var kind: String
        /// The document's text for the element: an item's text (`items: [Inbox, Drafts]`) or a
        /// section's header or footer title; nil when the document gives none.
        public var text: String?

        /// The element at `indexPath` of `kind`, with the document's `text` for it.
        package init(indexPath: IndexPath, kind: String, text: String?) {
            self.indexPath = indexPath
            self.kind = kind
            self.text = text
        }
    }

    /// The name documents use.
    public let name: String
    /// The class made for each element.
    public let viewClass: CollectionReusableView.Type
    /// Fills a new view with the element's data, as a data source's `cellForItemAt` would
    /// (before the attributes are applied); nil leaves it as `init(frame:)` made it.
    public let configure: (@Sendable (CollectionReusableView, Element) -> Void)?

    /// A view `name` of `viewClass`, filled by `configure`.
    public init(
        _ name: String, _ viewClass: CollectionReusableView.Type,
        configure: (@Sendable (CollectionReusableView, Element) -> Void)? = nil
    ) {
        self.name = name
        self.viewClass = viewClass
        self.configure = configure
    }
}

extension LayoutRegistry {
    /// Adds `view` (replacing an earlier registration of the same name).
    ///
    /// - Throws: `LayoutRegistryError` for a name that is not an identifier.
    public func register(_ view: RegisteredView) throws {
        try Self.checkName(view.name, of: "view")
        withLock { views[view.name] = view }
    }

    /// Removes the view called `name`.
    public func unregister(viewNamed name: String) {
        withLock { views[name] = nil }
    }

    /// The registered view called `name`, if any.
    public func view(named name: String) -> RegisteredView? {
        withLock { views[name] }
    }

    /// Every registered view's name, sorted.
    public var viewNames: [String] {
        withLock { views.keys.sorted() }
    }
}
