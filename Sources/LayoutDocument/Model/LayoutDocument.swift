import CollectionLayout
import Foundation
import LayoutAnimation

/// A decoded, validated layout document: what to lay out (viewport, data, layout) and how to
/// draw it (style, render options, per-element overrides).
///
/// Create one with `LayoutDocument.load(contentsOf:)` or `LayoutDocument.decode(_:file:)`;
/// build engine objects with `makeCollectionView()`.
public struct LayoutDocument: Sendable {
    /// The format version (1).
    public var version: Int
    /// The collection view's bounds size: the document's `viewport`, else its device's screen.
    public var viewport: CGSize
    /// The origin of the visible rectangle, when `setsContentOffset`.
    public var contentOffset: CGPoint
    /// Whether the document gives `contentOffset`; otherwise the collection view rests where
    /// UIKit puts a scroll view before it is scrolled, at minus the adjusted content inset.
    public var setsContentOffset = true
    /// The collection view's content inset.
    public var contentInset: EdgeInsets
    /// The layout and its properties.
    public var layout: LayoutSpecification
    /// The sections, in order.
    public var sections: [SectionSpecification]
    /// Theme, labels and colours.
    public var style: StyleSpecification
    /// What to draw and at which scale.
    public var render: DocumentRenderOptions
    /// Per-element attribute overrides, applied in document order.
    public var overrides: [ElementOverride]
    /// The change `layoutshot animate` plays: a batch update (`updates`) or a layout transition
    /// (`transition`); nil when the document has neither.
    public var change: DocumentAnimation.Change?
    /// Frames, timing and figure options of animations (`animation`; defaults when absent).
    public var animationOptions: AnimationOptions
    /// The scroll `layoutshot scroll` samples (`scroll`); nil when the document has none.
    public var scroll: ScrollSpecification?
    /// The name the document was decoded under, used in messages.
    public var file: String
    /// How `layoutshot check` compares the document with its references (`check`).
    public var check = DocumentCheckSettings()
    /// Dimension lines and callouts drawn over the still figure (`annotations`).
    public var annotations: [FigureAnnotation] = []
    /// The device and environment the collection view is shown in (`device`, `environment`).
    public var environment = DocumentEnvironment()
    /// The registered views (`RegisteredView`) elements are drawn with, by `cell` or element
    /// kind; empty: boxes.
    public var views: [String: String] = [:]

    /// The resources the document may ask for (checked when it is decoded, and by the
    /// animation and scroll samplers).
    public var budget = DocumentBudget.standard

    /// Where the document's keys are, for messages about problems found after decoding (a
    /// canvas too large, a layout that computes a non-finite frame): the top-level keys and
    /// those one level down (`render.scale`), by key path; not the per-element entries of
    /// `overrides`, which no such message names.
    public var keyLocations: [String: SourceLocation] = [:]

    /// The number of items in each section.
    public var itemCounts: [Int] { sections.map(\.itemCount) }

    /// Where `keyPath` is, or its nearest recorded parent; the file alone when neither is.
    public func location(of keyPath: String) -> SourceLocation {
        var path = keyPath
        while !path.isEmpty {
            if let location = keyLocations[path] { return location }
            guard let dot = path.lastIndex(of: ".") else { break }
            path = String(path[..<dot])
        }
        return SourceLocation(file: file, line: nil, column: nil, keyPath: keyPath)
    }

    /// A problem found after decoding, located at `keyPath` (or its nearest recorded parent).
    public func error(at keyPath: String, _ kind: Diagnostic.Kind = .invalidValue, _ message: String)
        -> DocumentError
    {
        var location = location(of: keyPath)
        location.keyPath = keyPath
        return DocumentError(Diagnostic(kind, at: location, message))
    }
}

/// A section: its items and optional header and footer titles.
public struct SectionSpecification: Sendable, Equatable {
    /// Explicit per-item sizes, or nil when every item uses the layout's item size.
    public var itemSizes: [CGSize]?
    /// The number of items.
    public var itemCount: Int
    /// The header's title, if any.
    public var headerTitle: String?
    /// The footer's title, if any.
    public var footerTitle: String?
    /// The items' texts, when the section gives them (`items: ["Inbox", …]`): the cells' labels,
    /// and what estimated items measure when they self-size.
    public var texts: [String]?
    /// Titles of supplementary views of any kind (`supplementary: {column-header: [Mon, Tue]}`),
    /// by kind, one per item: a layout's own kinds titled as `header` titles the built-in one.
    public var supplementaryTitles: [String: [String]] = [:]
    /// Where each title is written, by the element kind it titles (the header's and footer's
    /// under UIKit's kind names), for warnings when the layout makes no such view.
    public var titleLocations: [String: SourceLocation] = [:]

    /// A section of `itemCount` items; when `itemSizes` is given, its count is the item count.
    public init(itemCount: Int, itemSizes: [CGSize]? = nil, headerTitle: String? = nil, footerTitle: String? = nil) {
        self.itemCount = itemSizes?.count ?? itemCount
        self.itemSizes = itemSizes
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
    }
}

/// The `render` options.
public struct DocumentRenderOptions: Sendable, Equatable {
    /// Which part of the content is drawn.
    public enum Region: String, Sendable, Equatable, CaseIterable {
        /// The whole content (the collection view's content size).
        case content
        /// Only the visible rectangle.
        case viewport
    }

    /// Which part of the content is drawn; the whole content by default.
    public var region: Region = .content
    /// Whether to outline the visible rectangle and dim the content outside it.
    public var showViewport: Bool = false
    /// Whether an orthogonal section's cards peek out past its band in a figure of the whole
    /// content (`orthogonalPeek`); true by default.
    public var orthogonalPeek: Bool = true
    /// Whether to tint the safe area and the layout margins over the visible rectangle.
    public var showSafeArea: Bool = false
    /// Devices to draw the figure on side by side (`devices`); empty: the document's own.
    public var devices: [DeviceSelection] = []
    /// Whether to highlight the elements the visible rectangle's rect query returns.
    public var highlightVisible: Bool = false
    /// Pixels per point for PNG output; 1 by default.
    public var scale: Double = 1
    /// Text above the figure, or nil for none.
    public var title: String?
    /// Text below the figure, or nil for none.
    public var caption: String?
    /// Whether to draw a legend, one swatch per element category and kind (`legend`).
    public var showLegend: Bool = false
    /// With the viewport region, whether the part the content does not reach is left out.
    public var crop: Bool = true

    /// The defaults: the whole content at scale 1, with no viewport outline, highlight, title,
    /// caption or legend.
    public init() {}
}
