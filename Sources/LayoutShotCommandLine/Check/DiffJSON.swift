import Foundation
import LayoutDiff
import LayoutOutput
import LayoutSnapshot

/// The `--json` output of `layoutshot diff`: canonical JSON (sorted keys, fixed number format),
/// so the same pair always prints the same bytes.
enum DiffJSON {
    /// A pixel comparison: status, counts, ratio, sizes and changed regions.
    static func pixel(_ result: PixelDiffResult) -> JSONValue {
        .object(
            [
                "kind": .string("pixel"),
                "equal": .bool(result.passes),
                "status": .string(result.status.rawValue),
                "mismatchedPixels": .number(Double(result.mismatchedPixels)),
                "antialiasedPixels": .number(Double(result.antialiasedPixels)),
                "totalPixels": .number(Double(result.totalPixels)),
                "ratio": .number(result.ratio),
                "expectedSize": size(result.expectedSize),
                "actualSize": size(result.actualSize),
                "regions": .array(result.regions.map(rect)),
                "summary": .string(result.summary),
            ].merging(sizeChange(result)) { first, _ in first })
    }

    /// For images of different sizes, the overlap's differing pixels and the removed and added
    /// ones; nothing otherwise.
    private static func sizeChange(_ result: PixelDiffResult) -> [String: JSONValue] {
        guard result.status == .sizeMismatch else { return [:] }
        return [
            "overlapMismatchedPixels": .number(Double(result.overlapMismatchedPixels ?? 0)),
            "removedPixels": .number(Double(result.removedPixels)),
            "addedPixels": .number(Double(result.addedPixels)),
        ]
    }

    /// An element comparison: every change with its element and both states.
    static func elements(_ result: ElementDiffResult) -> JSONValue {
        .object([
            "kind": .string("elements"),
            "equal": .bool(result.isEmpty),
            "contentSizeChanged": .bool(result.contentSizeChanged),
            "expectedContentSize": size(result.expectedContentSize),
            "actualContentSize": size(result.actualContentSize),
            "expectedCount": .number(Double(result.expectedCount)),
            "actualCount": .number(Double(result.actualCount)),
            "changes": .array(result.changes.map(change)),
            "summary": .string(result.headline),
        ])
    }

    private static func change(_ change: ElementChange) -> JSONValue {
        var members: [String: JSONValue] = [
            "element": .string(change.key.description),
            "change": .string(change.kind.rawValue),
            "summary": .string(change.summary),
        ]
        if let property = change.property { members["property"] = .string(property.rawValue) }
        if let expected = change.expected { members["expectedFrame"] = frame(expected.frame) }
        if let actual = change.actual { members["actualFrame"] = frame(actual.frame) }
        return .object(members)
    }

    private static func size(_ size: PixelSize) -> JSONValue {
        .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
    }

    private static func size(_ size: CGSize) -> JSONValue {
        .object(["width": .number(Double(size.width)), "height": .number(Double(size.height))])
    }

    private static func rect(_ rect: PixelRect) -> JSONValue {
        .object([
            "x": .number(Double(rect.x)), "y": .number(Double(rect.y)),
            "width": .number(Double(rect.width)), "height": .number(Double(rect.height)),
        ])
    }

    private static func frame(_ rect: CGRect) -> JSONValue {
        .object([
            "x": .number(Double(rect.origin.x)), "y": .number(Double(rect.origin.y)),
            "width": .number(Double(rect.size.width)), "height": .number(Double(rect.size.height)),
        ])
    }
}
