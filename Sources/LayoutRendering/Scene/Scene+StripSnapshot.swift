import CollectionLayout
import Foundation
import LayoutSnapshot

extension Scene {
    /// The elements of each frame of a film strip — each of the scene's top-level panels, with
    /// its caption — as drawn, in content coordinates: the `StripSnapshot` a strip's check
    /// records and compares frame by frame.
    public var stripSnapshot: StripSnapshot {
        StripSnapshot(
            frames: nodes.compactMap { node in
                guard case .panel(let panel) = node else { return nil }
                return StripSnapshot.Frame(
                    label: panel.label ?? "", elements: panel.scene.allElements.map(ElementSnapshot.init(drawn:)))
            })
    }
}

extension ElementSnapshot {
    /// The snapshot of an element as drawn: its size, transform, alpha and zIndex, centred where
    /// the layout put it (`contentCenter`); its frame the drawn bounding box moved into content
    /// coordinates (the untransformed rectangle when nothing is drawn). Drawn elements are not
    /// hidden.
    public init(drawn element: SceneElement) {
        let center = element.contentCenter
        let box = element.boundingBox
        let frame =
            box.isNull
            ? CGRect(
                x: center.x - element.size.width / 2, y: center.y - element.size.height / 2,
                width: element.size.width, height: element.size.height)
            : box.offsetBy(dx: center.x - element.center.x, dy: center.y - element.center.y)
        self.init(
            category: element.key.category, kind: element.key.kind, section: element.key.indexPath.section,
            item: element.key.indexPath.item, frame: frame, center: center, size: element.size,
            zIndex: element.zIndex, alpha: element.alpha, hidden: false, transform: element.transform3D)
    }
}
