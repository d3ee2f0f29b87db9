/// What drew a PNG besides the scene: the libraries and font files that decide its pixels, each
/// by name with its version (a font file by a hash of its bytes). Two machines whose stacks are
/// equal draw the same pixels from the same document; when a pixel comparison fails and they
/// differ, `differences(from:)` says what changed.
public struct RasterStack: Hashable, Sendable, Codable {
    /// One library or font file.
    public struct Component: Hashable, Sendable, Codable {
        /// "Cairo", "pixman", "FreeType", "libpng", "zlib", or a font file's name.
        public var name: String
        /// Its version, or for a font file `fnv1a-<hex>, <n> bytes`.
        public var version: String

        /// A component.
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// The components, in a fixed order.
    public var components: [Component]

    /// A stack of `components`.
    public init(components: [Component]) {
        self.components = components
    }

    /// "Cairo 1.16.0 (this run 1.18.2)" for each component whose version differs from `other`'s,
    /// and "pixman (not recorded)" or "DejaVuSans.ttf (not in this run)" for one only one side
    /// has; empty when the stacks are the same. `self` is the recorded stack.
    public func differences(from current: RasterStack) -> [String] {
        let mine = Dictionary(components.map { ($0.name, $0.version) }) { first, _ in first }
        let theirs = Dictionary(current.components.map { ($0.name, $0.version) }) { first, _ in first }
        var lines: [String] = []
        for component in current.components {
            guard let recorded = mine[component.name] else {
                lines.append("\(component.name) \(component.version) (not recorded with the references)")
                continue
            }
            if recorded != component.version {
                lines.append("\(component.name) \(recorded) (this run \(component.version))")
            }
        }
        for component in components where theirs[component.name] == nil {
            lines.append("\(component.name) \(component.version) (not in this run)")
        }
        return lines
    }

    /// One line, `Cairo 1.18.0; pixman 0.42.2; …`: what a cache key folds in.
    public var description: String {
        components.map { "\($0.name) \($0.version)" }.joined(separator: "; ")
    }
}
