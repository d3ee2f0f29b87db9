import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutSpec
import LayoutSupport

/// The one call that renders a document to the bytes of a format: what the command line,
/// `check` and any server or documentation pipeline go through, so none of them draws or
/// encodes anything itself. It makes the product the document describes — a still laid out once,
/// a film strip, a timed frame sequence — and writes it with the format `OutputDestination`
/// chose. A canvas that does not fit is reported as a located problem of the document.
///
/// ```swift
/// let document = try LayoutDocument.load(contentsOf: url)
/// let svg = try DocumentOutput(document: document).data(as: .svg)
/// let gif = try DocumentOutput(document: document, product: .animation(try document.animation())).data(as: .gif)
/// ```
public struct DocumentOutput {
    /// What is made of the document.
    public enum Product {
        /// The document laid out once (`render`): its figure, or its layout snapshot as JSON.
        case still
        /// A batch update or transition (`animate`): an animated SVG, a film strip, an animated
        /// image or frame files.
        case animation(DocumentAnimation)
        /// A scroll (`scroll`): the same outputs as an animation, or a fling's snap figure.
        case scroll(ScrollSpecification)
        /// The calls a collection view makes on the layout, beside it (`trace`).
        case trace(scrollBy: CGFloat?)
    }

    /// What happens while an output is made, for a caller to show.
    public enum Event {
        /// A stage starts ("drawing a strip of 8 frames").
        case stage(String)
        /// A frame of `total` is done.
        case frame(done: Int, total: Int)
        /// The document is used anyway, but something in it has no effect (a scroll offset
        /// that cannot be reached).
        case warning(Diagnostic)
    }

    /// How the product is drawn and encoded.
    public struct Options {
        /// Replaces the document's `render.region` for a still.
        public var region: DocumentRenderOptions.Region?
        /// Replaces the document's `render.scale`: pixels per point of PNG, GIF and WebP output.
        public var scale: Double?
        /// Devices to draw a still on side by side, replacing `render.devices` when not empty.
        public var devices: [DeviceSelection] = []
        /// The PNG encoder settings.
        public var pngSettings: PNGEncodingSettings = .default
        /// How animated images sample and hold an animation or a scroll.
        public var timing = AnimatedImageTiming()
        /// Whether a still leaves what it laid out to the process's exit
        /// (`DocumentStill.leavesResultsToProcessExit`).
        public var leavesResultsToProcessExit = false
        /// Told what happens while the output is made; nil: nobody listens.
        public var events: ((Event) -> Void)?

        /// The default options: the document's own region and scale, libpng's default settings.
        public init() {}
    }

    /// The document to render.
    public var document: LayoutDocument
    /// What is made of it.
    public var product: Product
    /// How it is drawn and encoded.
    public var options: Options

    /// An output of `product` made of `document` with `options`.
    public init(document: LayoutDocument, product: Product = .still, options: Options = Options()) {
        self.document = document
        self.product = product
        self.options = options
    }

    /// The document with `options.scale` as its `render.scale`.
    var scaledDocument: LayoutDocument {
        var document = self.document
        if let scale = options.scale { document.render.scale = scale }
        return document
    }

    /// Writes the product as one file of `kind` to `stream`, chunk by chunk, and finishes it.
    ///
    /// - Throws: `DocumentError` for a document that cannot be drawn (a canvas that does not
    ///   fit is located at the key that sizes it); `OutputError` for a kind this product has not
    ///   (a GIF of a still) or an animated image over its budget; what the stream's drain throws.
    public func write(as kind: OutputKind, to stream: inout ByteStream) throws {
        switch product {
        case .still: try writeStill(as: kind, to: &stream)
        case .animation(let animation): try writeAnimation(animation, as: kind, to: &stream)
        case .scroll(let scroll): try writeScroll(scroll, as: kind, to: &stream)
        case .trace(let scrollBy): try writeTrace(scrollBy: scrollBy, as: kind, to: &stream)
        }
    }

    /// The product as one file of `kind`, in memory.
    ///
    /// - Throws: what `write(as:to:)` throws.
    public func data(as kind: OutputKind) throws -> Data {
        Data(try ByteStream.collect { try write(as: kind, to: &$0) })
    }

    /// The product's frames, one file of `kind` each, in order: an animation's `frames` or a
    /// scroll's offsets.
    ///
    /// - Throws: `OutputError` for a product without frames (a still, a trace, a snap figure);
    ///   otherwise what `write(as:to:)` throws.
    public func frameFiles(as kind: FrameKind) throws -> [Data] {
        switch product {
        case .animation(let animation): try animationFrameFiles(animation, as: kind)
        case .scroll(let scroll): try scrollFrameFiles(scroll, as: kind)
        case .still, .trace: throw OutputError("frame files are written of an animation or a scroll only")
        }
    }

    /// What the raster stack is (Cairo, pixman, FreeType, libpng and font versions), which
    /// decides pixels as much as LayoutShot does: a cache of drawn images keys on it.
    public static var rasterFingerprint: String { RasterFingerprint.text }

    /// The raster stack as components, which `check` records beside references.
    public static var rasterStack: RasterStack { RasterFingerprint.stack }

    /// Tells `events` what happens.
    func tell(_ event: Event) { options.events?(event) }

    /// `OutputError` for a kind the product has not.
    static func unsupported(_ kind: OutputKind, of product: String, kinds: [OutputKind]) -> OutputError {
        OutputError("\(product) is not written as .\(kind.rawValue): expected \(OutputKind.list(kinds))")
    }
}
