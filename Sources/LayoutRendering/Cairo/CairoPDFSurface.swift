internal import CCairo
import Foundation

/// An owned Cairo PDF surface of one page, written into memory: vector shapes, text as text
/// (selectable, and extractable with `pdftotext`), DejaVu Sans embedded as a subset.
///
/// The document's creation date is fixed, so the same scene always gives the same bytes.
public final class CairoPDFSurface {
    let pointer: OpaquePointer
    private let sink: Sink

    /// The bytes Cairo writes, collected through its stream callback.
    private final class Sink {
        var data = Data()
    }

    /// A page of `size` points.
    /// - Throws: `RasterError` for a size that is not 1…14400 points a side (a canvas limit, so
    ///   the document's key that sizes it is named), `CairoError` when Cairo fails.
    public init(size: CGSize) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            size.width <= 14_400, size.height <= 14_400
        else {
            throw RasterError(
                "cannot create a \(size.width)×\(size.height) point PDF page: each side must be 1…14400 points")
        }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                write, Unmanaged.passUnretained(sink).toOpaque(), Double(size.width), Double(size.height))
        else { throw CairoError("Cairo returned no PDF surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status: status, while: "creating a PDF surface")
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "LayoutShot")
        self.pointer = surface
        self.sink = sink
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Sets the document's title (PDF metadata).
    public func setTitle(_ title: String) {
        cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, title)
    }

    /// Finishes the document and answers its bytes; draw nothing afterwards.
    /// - Throws: `CairoError` when Cairo recorded an error while drawing or writing.
    public func finish() throws -> Data {
        cairo_surface_finish(pointer)
        try CairoError.check(cairo_surface_status(pointer), while: "writing the PDF")
        return sink.data
    }
}
