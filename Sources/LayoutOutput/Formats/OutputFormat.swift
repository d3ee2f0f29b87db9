import Foundation
import LayoutSupport

/// How one product is written as one file format: a value, not a protocol, in the spirit of
/// swift-snapshot-testing's `Snapshotting`. A format says what it accepts (its `Product`) and how
/// it writes it; a format of another product is derived with `pullback`, so a still's PNG is
/// the scene's PNG pulled back through the still's scene.
///
/// ```swift
/// let png = OutputFormat<Scene>.png(scale: 2)
/// let stillPNG: OutputFormat<DocumentStill> = png.pullback { try $0.scene() }
/// let bytes = try stillPNG.data(for: try DocumentRenderer(document: document).still())
/// ```
public struct OutputFormat<Product> {
    /// The format's name, as `--format` and messages spell it (`svg`, `png`).
    public var name: String
    /// Writes `product` to the stream, chunk by chunk, and finishes it.
    public var write: (Product, inout ByteStream) throws -> Void

    /// A format called `name` that writes with `write`.
    public init(name: String, write: @escaping (Product, inout ByteStream) throws -> Void) {
        self.name = name
        self.write = write
    }

    /// A format called `name` whose bytes are made whole (an encoded image), then written.
    public init(name: String, data: @escaping (Product) throws -> Data) {
        self.init(name: name) { product, stream in try stream.writeWhole(try data(product)) }
    }

    /// This format for a product `transform` turns into this one's.
    public func pullback<Other>(_ transform: @escaping (Other) throws -> Product) -> OutputFormat<Other> {
        OutputFormat<Other>(name: name) { other, stream in try write(try transform(other), &stream) }
    }

    /// The bytes of `product` in this format, collected in memory.
    public func data(for product: Product) throws -> Data {
        Data(try ByteStream.collect { try write(product, &$0) })
    }
}
