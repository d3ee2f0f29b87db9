import CollectionLayout
import Foundation

/// The elements of each frame of a film strip (an animation or a scroll drawn frame by frame),
/// as drawn: the `<name>.frames.json` reference that `layoutshot check` records beside a
/// strip's image, so a failing strip's report can say which elements changed in which frame.
///
/// A frame keeps its caption ("t = 0.25 s", "y = 120") and its elements in `ElementKey` order,
/// each with its content-coordinate geometry at that moment (an animation's in-between
/// attributes). Content size and viewport are not recorded per frame: the still's
/// `LayoutSnapshot` has them. `jsonData()` is canonical, as the still's file is.
public struct StripSnapshot: Hashable, Sendable {
    /// One frame: its caption and the elements drawn in it.
    public struct Frame: Hashable, Sendable {
        /// The caption under the frame on the strip; may be empty.
        public var label: String
        /// The elements drawn in the frame, in `ElementKey` order (ties in drawing order).
        public var elements: [ElementSnapshot]

        /// A frame of `elements` (sorted by key here).
        public init(label: String, elements: [ElementSnapshot]) {
            self.label = label
            self.elements = LayoutSnapshot.sortedByKey(elements)
        }

        /// The frame as a layout snapshot with no content size or viewport, for `ElementDiff`.
        public var layoutSnapshot: LayoutSnapshot {
            LayoutSnapshot(contentSize: .zero, viewport: .zero, elements: elements)
        }
    }

    /// The format version of this snapshot (`LayoutSnapshot.currentVersion`).
    public var version: Int
    /// The frames, in strip order.
    public var frames: [Frame]

    /// A strip of `frames`.
    public init(frames: [Frame]) {
        self.version = LayoutSnapshot.currentVersion
        self.frames = frames
    }

    /// The canonical JSON text as UTF-8 (sorted keys, numbers rounded to 1e-6, final newline).
    public func jsonData() -> Data {
        JSONValue.object([
            "version": .number(Double(version)),
            "frames": .array(
                frames.map { frame in
                    .object([
                        "label": .string(frame.label),
                        "elements": .array(frame.elements.map(LayoutSnapshot.json)),
                    ])
                }),
        ]).canonicalData
    }

    /// Reads a strip snapshot written by `jsonData()`.
    ///
    /// - Parameter source: a name for error messages (usually the file path).
    /// - Throws: `SnapshotError` naming the source, the key path and what was expected, or an
    ///   unsupported version.
    public static func decode(from data: Data, source: String = "strip snapshot") throws -> StripSnapshot {
        try SnapshotError.decoding(StripSnapshot.self, from: data, source: source)
    }
}

extension StripSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case version, frames
    }

    /// Decodes the versioned JSON; any version but `LayoutSnapshot.currentVersion` is a
    /// `DecodingError`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == LayoutSnapshot.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "unsupported snapshot version \(version) (this LayoutShot reads version "
                    + "\(LayoutSnapshot.currentVersion))")
        }
        frames = try container.decode([Frame].self, forKey: .frames)
    }

    /// Encodes the same structure as `jsonData()` (not byte-canonical).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(frames, forKey: .frames)
    }
}

extension StripSnapshot.Frame: Codable {
    enum CodingKeys: String, CodingKey {
        case label, elements
    }

    /// Decodes a frame; its elements are put in key order.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            label: try container.decode(String.self, forKey: .label),
            elements: try container.decode([ElementSnapshot].self, forKey: .elements))
    }

    /// Encodes the frame.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(elements, forKey: .elements)
    }
}
