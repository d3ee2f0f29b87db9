import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutRendering
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of a parsed SVG document (a tiny DOM for the animated-SVG tests).
final class AnimatedSVGNode {
    let name: String
    let attributes: [String: String]
    var children: [AnimatedSVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This node and all its descendants, in document order.
    var all: [AnimatedSVGNode] { [self] + children.flatMap(\.all) }

    /// The direct children that are SMIL animations of `attribute` (and `type` for transforms).
    func animations(of attribute: String, type: String? = nil) -> [AnimatedSVGNode] {
        children.filter {
            ($0.name == "animate" || $0.name == "animateTransform") && $0.attributes["attributeName"] == attribute
                && (type == nil || $0.attributes["type"] == type)
        }
    }

    /// The `values` list of an animation.
    var values: [String] { (attributes["values"] ?? "").components(separatedBy: ";") }
    /// The `keyTimes` list of an animation, as numbers.
    var keyTimes: [Double] { (attributes["keyTimes"] ?? "").components(separatedBy: ";").compactMap(Double.init) }
}

/// Parses an SVG document into `AnimatedSVGNode`s.
final class AnimatedSVGParser: NSObject, XMLParserDelegate {
    private var stack: [AnimatedSVGNode] = []
    private(set) var root: AnimatedSVGNode?

    /// The document's root, or nil (with a test failure naming the parser error) when malformed.
    static func parse(_ document: String, file: StaticString = #filePath, line: UInt = #line) -> AnimatedSVGNode? {
        let parser = XMLParser(data: Data(document.utf8))
        let delegate = AnimatedSVGParser()
        parser.delegate = delegate
        guard parser.parse() else {
            XCTFail("malformed SVG: \(String(describing: parser.parserError))", file: file, line: line)
            return nil
        }
        return delegate.root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let node = AnimatedSVGNode(name: elementName, attributes: attributeDict)
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
}

/// A grid of 50×50 items with 10-point gaps (item i of section 0 centred at (35 + 60·i, 35))
/// whose batch update is animated; drawn in its 250×100 viewport without margins or outline.
enum AnimatedFixtures {
    static func insertion(curve: TimingCurve = .easeInEaseOut) throws -> AnimationScenes {
        let dataSource = InMemoryDataSource(itemCounts: [3])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 250, height: 100), collectionViewLayout: CollectionViewGridLayout(),
            dataSource: dataSource)
        view.layoutIfNeeded()
        var changes = BatchUpdates()
        changes.insertedItems = [IndexPath(item: 1, section: 0)]
        let result = try view.performBatchUpdates(changes) { try dataSource.apply(changes) }
        let plan = AnimationPlan(batchUpdate: result, curve: curve)
        return AnimationScenes(plan: plan, builder: builder(), viewportSize: view.bounds.size)
    }

    static func builder() -> SceneBuilder {
        SceneBuilder(
            style: .light, options: RenderOptions(region: .viewport, margins: .zero, showContentOutline: false))
    }

    /// Scenes of explicit tracks in a 300×200 viewport.
    static func scenes(_ tracks: [ElementTrack], curve: TimingCurve = .linear) -> AnimationScenes {
        AnimationScenes(
            plan: AnimationPlan(tracks: tracks, curve: curve), builder: builder(),
            viewportSize: CGSize(width: 300, height: 200))
    }

    static func cell(_ item: Int, center: CGPoint, size: CGFloat = 50) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.center = center
        attributes.size = CGSize(width: size, height: size)
        return attributes
    }
}
