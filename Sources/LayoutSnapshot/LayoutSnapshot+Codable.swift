import CollectionLayout
import Foundation

// Codable with the same keys as `LayoutSnapshot.jsonValue`, so any JSON decoder reads the
// canonical files and JSONEncoder writes the same structure (not byte-canonical; use
// `jsonData()` for files).

extension LayoutSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case version, contentSize, viewport, elements
    }

    /// Decodes the versioned snapshot JSON (see docs/snapshot-format.md); any version but
    /// `currentVersion` is a `DecodingError`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "unsupported snapshot version \(version) (this LayoutShot reads version \(Self.currentVersion))")
        }
        self.version = version
        contentSize = try container.decode(SizeCoding.self, forKey: .contentSize).size
        viewport = try container.decode(RectCoding.self, forKey: .viewport).rect
        elements = try container.decode([ElementSnapshot].self, forKey: .elements)
    }

    /// Encodes as the snapshot JSON (see docs/snapshot-format.md): the same structure, but not
    /// byte-canonical; use `jsonData()` for files.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(SizeCoding(contentSize), forKey: .contentSize)
        try container.encode(RectCoding(viewport), forKey: .viewport)
        try container.encode(elements, forKey: .elements)
    }
}

extension ElementSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case category, kind, section, item, frame, center, size, zIndex, alpha, hidden, transform
    }

    /// Decodes one element of the snapshot JSON (see docs/snapshot-format.md); the transform has
    /// 6 numbers (affine) or 16 (3D).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let categoryName = try container.decode(String.self, forKey: .category)
        guard let category = CollectionElementCategory.allCases.first(where: { $0.description == categoryName }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .category, in: container,
                debugDescription: "unknown category \"\(categoryName)\" (expected cell, supplementary or decoration)")
        }
        let numbers = try container.decode([Double].self, forKey: .transform)
        if let wild = numbers.first(where: { !LayoutSnapshot.representableRange.contains($0) }) {
            throw DecodingError.dataCorruptedError(
                forKey: .transform, in: container, debugDescription: LayoutSnapshot.rangeExpectation(found: wild))
        }
        guard let transform = SnapshotTransform.transform(numbers) else {
            throw DecodingError.dataCorruptedError(
                forKey: .transform, in: container,
                debugDescription: "expected 6 numbers (affine) or 16 (3D), found \(numbers.count)")
        }
        self.init(
            category: category, kind: try container.decodeIfPresent(String.self, forKey: .kind),
            section: try container.decode(Int.self, forKey: .section),
            item: try container.decode(Int.self, forKey: .item),
            frame: try container.decode(RectCoding.self, forKey: .frame).rect,
            center: try container.decode(PointCoding.self, forKey: .center).point,
            size: try container.decode(SizeCoding.self, forKey: .size).size,
            zIndex: try container.decode(Int.self, forKey: .zIndex),
            alpha: try container.decodeRepresentable(.alpha),
            hidden: try container.decode(Bool.self, forKey: .hidden), transform: transform)
    }

    /// Encodes one element of the snapshot JSON (see docs/snapshot-format.md), with a null `kind`
    /// for cells.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(category.description, forKey: .category)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(RectCoding(frame), forKey: .frame)
        try container.encode(PointCoding(center), forKey: .center)
        try container.encode(SizeCoding(size), forKey: .size)
        try container.encode(zIndex, forKey: .zIndex)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(hidden, forKey: .hidden)
        try container.encode(SnapshotTransform.numbers(transform), forKey: .transform)
    }
}

extension LayoutSnapshot {
    /// The numbers a snapshot may hold: what LayoutShot writes (it refuses to write a layout
    /// whose geometry goes beyond), so every snapshot it records can be read back, and every
    /// difference between two of them computed without overflow.
    public static let representableRange: ClosedRange<Double> = -1e12...1e12

    static func rangeExpectation(found value: Double) -> String {
        "expected a number from -1000000000000 to 1000000000000, found \(value)"
    }
}

extension KeyedDecodingContainer {
    /// A number within `LayoutSnapshot.representableRange`, or a located `DecodingError`.
    func decodeRepresentable(_ key: Key) throws -> CGFloat {
        let value = try decode(Double.self, forKey: key)
        guard LayoutSnapshot.representableRange.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: LayoutSnapshot.rangeExpectation(found: value))
        }
        return CGFloat(value)
    }
}

/// `{"x", "y"}`.
struct PointCoding: Codable {
    var x: CGFloat
    var y: CGFloat
    init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        (x, y) = (try container.decodeRepresentable(.x), try container.decodeRepresentable(.y))
    }
    var point: CGPoint { CGPoint(x: x, y: y) }
}

/// `{"width", "height"}`.
struct SizeCoding: Codable {
    var width: CGFloat
    var height: CGFloat
    init(_ size: CGSize) { (width, height) = (size.width, size.height) }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        (width, height) = (try container.decodeRepresentable(.width), try container.decodeRepresentable(.height))
    }
    var size: CGSize { CGSize(width: width, height: height) }
}

/// `{"x", "y", "width", "height"}`.
struct RectCoding: Codable {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat
    init(_ rect: CGRect) { (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        (x, y) = (try container.decodeRepresentable(.x), try container.decodeRepresentable(.y))
        (width, height) = (try container.decodeRepresentable(.width), try container.decodeRepresentable(.height))
    }
    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
