import CollectionLayout
import Foundation

extension LayoutSnapshot {
    /// The canonical JSON bytes written straight from the snapshot, element by element: the
    /// bytes of `jsonValue.canonicalData` (tested) without building the value tree, which cost
    /// most of the time and memory of large snapshots (a dictionary, sorted keys and boxed
    /// numbers per element).
    func canonicalBytes() -> [UInt8] {
        var output = CanonicalJSONOutput()
        output.bytes.reserveCapacity(256 + elements.count * 400)
        output.raw("{\n  \"contentSize\": ")
        output.size(contentSize)
        output.raw(",\n  \"elements\": ")
        if elements.isEmpty {
            output.raw("[]")
        } else {
            output.raw("[\n")
            for (index, element) in elements.enumerated() {
                output.element(element)
                output.raw(index < elements.count - 1 ? ",\n" : "\n")
            }
            output.raw("  ]")
        }
        output.raw(",\n  \"version\": ")
        output.number(Double(version))
        output.raw(",\n  \"viewport\": ")
        output.rect(viewport)
        output.raw("\n}\n")
        return output.bytes
    }
}

/// Appends the canonical forms `JSONValue` defines, for the shapes of a snapshot.
private struct CanonicalJSONOutput {
    var bytes: [UInt8] = []

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func number(_ value: Double) {
        bytes.append(contentsOf: JSONValue.format(value).utf8)
    }

    /// `{"height": …, "width": …}`.
    mutating func size(_ size: CGSize) {
        raw("{\"height\": ")
        number(Double(size.height))
        raw(", \"width\": ")
        number(Double(size.width))
        raw("}")
    }

    /// `{"x": …, "y": …}`.
    mutating func point(_ point: CGPoint) {
        raw("{\"x\": ")
        number(Double(point.x))
        raw(", \"y\": ")
        number(Double(point.y))
        raw("}")
    }

    /// `{"height": …, "width": …, "x": …, "y": …}`.
    mutating func rect(_ rect: CGRect) {
        raw("{\"height\": ")
        number(Double(rect.size.height))
        raw(", \"width\": ")
        number(Double(rect.size.width))
        raw(", \"x\": ")
        number(Double(rect.origin.x))
        raw(", \"y\": ")
        number(Double(rect.origin.y))
        raw("}")
    }

    /// One element at the elements array's indentation, keys in byte order.
    mutating func element(_ element: ElementSnapshot) {
        raw("    {\n      \"alpha\": ")
        number(Double(element.alpha))
        raw(",\n      \"category\": ")
        JSONValue.writeString(element.category.description, to: &bytes)
        raw(",\n      \"center\": ")
        point(element.center)
        raw(",\n      \"frame\": ")
        rect(element.frame)
        raw(",\n      \"hidden\": ")
        raw(element.hidden ? "true" : "false")
        raw(",\n      \"item\": ")
        number(Double(element.item))
        raw(",\n      \"kind\": ")
        if let kind = element.kind { JSONValue.writeString(kind, to: &bytes) } else { raw("null") }
        raw(",\n      \"section\": ")
        number(Double(element.section))
        raw(",\n      \"size\": ")
        size(element.size)
        raw(",\n      \"transform\": [")
        for (index, value) in SnapshotTransform.numbers(element.transform).enumerated() {
            if index > 0 { raw(", ") }
            number(value)
        }
        raw("],\n      \"zIndex\": ")
        number(Double(element.zIndex))
        raw("\n    }")
    }
}
