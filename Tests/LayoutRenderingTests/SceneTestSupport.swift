import CollectionLayout
import Foundation
import LayoutRendering
import XCTest

/// What the scene, SVG and strip tests look up in a scene.
enum SceneFixtures {
    /// The region panel (the first panel) of a figure scene.
    static func regionPanel(of scene: Scene, file: StaticString = #filePath, line: UInt = #line) -> ScenePanel? {
        for node in scene.nodes {
            if case .panel(let panel) = node { return panel }
        }
        XCTFail("the scene has no region panel", file: file, line: line)
        return nil
    }

    /// Chrome shapes with `role`, anywhere in the scene.
    static func shapes(_ role: String, in scene: Scene) -> [SceneShape] {
        scene.nodes.flatMap { node -> [SceneShape] in
            switch node {
            case .shape(let shape): shape.role == role ? [shape] : []
            case .panel(let panel): shapes(role, in: panel.scene)
            case .element, .text, .image: []
            }
        }
    }

    /// Chrome texts with `role`, anywhere in the scene.
    static func texts(_ role: String, in scene: Scene) -> [SceneText] {
        scene.nodes.flatMap { node -> [SceneText] in
            switch node {
            case .text(let text): text.role == role ? [text] : []
            case .panel(let panel): texts(role, in: panel.scene)
            case .element, .shape, .image: []
            }
        }
    }
}
