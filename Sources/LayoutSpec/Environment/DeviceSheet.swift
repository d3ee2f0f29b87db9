import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// One figure of a document on several devices side by side (`render.devices`, or `render` with
/// `--device` given more than once): each panel is the document's figure on one device, labelled
/// with the device's name, under the document's title and over one legend for all.
public struct DeviceSheet {
    /// The document drawn on every device.
    public var document: LayoutDocument
    /// The devices, left to right.
    public var devices: [DeviceSelection]
    /// Replaces the document's `render.region` when set.
    public var region: DocumentRenderOptions.Region?

    /// A sheet of `document` on `devices`.
    public init(document: LayoutDocument, devices: [DeviceSelection], region: DocumentRenderOptions.Region? = nil) {
        self.document = document
        self.devices = devices
        self.region = region
    }

    /// The sheet's scene.
    ///
    /// - Throws: `DocumentError` when the layout computes numbers out of range on a device.
    public func scene() throws -> Scene {
        var legendElements: [SceneElement] = []
        let frames = try devices.map { selection -> FilmStrip.Frame in
            var panel = document.shown(on: selection)
            panel.render.title = nil
            panel.render.caption = nil
            panel.render.showLegend = false
            let figure = try DocumentRenderer(document: panel, region: region).figure()
            if document.render.showLegend { legendElements += figure.elements }
            return FilmStrip.Frame(scene: figure.scene, label: selection.description)
        }
        var strip = FilmStrip(style: document.makeStyle(), title: document.render.title)
        strip.linesUpFrames = true
        if document.render.showLegend {
            strip.legend = Legend(
                style: strip.style, elements: legendElements, showsViewport: document.render.showViewport,
                showsSafeArea: document.render.showSafeArea)
        }
        return try strip.makeScene(frames: frames)
    }
}

extension LayoutDocument {
    /// The document on `selection` instead of its own device: the device's screen becomes the
    /// viewport unless the document sets one, and its `environment` values still apply.
    func shown(on selection: DeviceSelection) -> LayoutDocument {
        var document = self
        document.environment.device = selection
        document.viewport = document.environment.viewSize ?? viewport
        return document
    }
}
