import Foundation
import LayoutImage
import LayoutRendering
import LayoutSnapshot
import LayoutSpec
import LayoutSupport

extension OutputFormat where Product == DocumentStill {
    /// Every format a still is written as, by the kind that names it: the one list a still's
    /// format is added to (with its `OutputKind` case). `render` and `OutputKind.still` read it.
    public static func catalogue(scale: Double, settings: PNGEncodingSettings) -> [OutputKind: OutputFormat] {
        [.svg: .svg, .png: .png(scale: scale, settings: settings), .pdf: .pdf, .json: .json]
    }

    /// The still's layout snapshot as canonical JSON, written straight from the attributes (no
    /// snapshot copy), formatted in batches on every core past one batch.
    public static var json: OutputFormat {
        OutputFormat(name: "json") { still, stream in
            let laidOut = still.laidOut
            retire(laidOut, of: still)
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
                viewport: laidOut.collectionView.bounds, to: &stream)
        }
    }

    /// The still's figure (or device sheet) as SVG, written node by node; a large figure of the
    /// whole content builds its elements a batch at a time as they are written, never holding
    /// them all.
    public static var svg: OutputFormat {
        OutputFormat(name: "svg") { still, stream in
            guard still.deviceSheet == nil else {
                return try OutputFormat<Scene>.svg.write(try still.scene(), &stream)
            }
            let (layers, elements) = still.layersDeferringElements()
            retire((still.laidOut, layers, elements), of: still)
            if let elements {
                try SVGWriter().write(layers, elements: elements, to: &stream)
            } else {
                try SVGWriter().write(layers, to: &stream)
            }
        }
    }

    /// The still's scene drawn at `scale` and encoded with `settings`.
    public static func png(scale: Double, settings: PNGEncodingSettings = .default) -> OutputFormat {
        OutputFormat<Scene>.png(scale: scale, settings: settings).pullback { try $0.scene() }
    }

    /// The still's scene as vector PDF.
    public static var pdf: OutputFormat {
        OutputFormat<Scene>.pdf.pullback { try $0.scene() }
    }

    /// Leaves `results` to the process's exit when `still` says so; else nothing: they are freed
    /// as usual once no longer used.
    private static func retire<Results>(_ results: Results, of still: DocumentStill) {
        if still.leavesResultsToProcessExit { ProcessLifetime.keep(results) }
    }
}
