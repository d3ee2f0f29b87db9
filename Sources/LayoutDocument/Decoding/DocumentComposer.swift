// libyaml, as Yams builds it (Yams' own C target); Yams does not re-export it.
internal import CYaml

/// Composes YAML text (JSON is YAML) into `DocumentNode`s straight from libyaml's parser events.
///
/// Yams composes the same events into its own nodes, with a tag object and an event object per
/// node and a key-grouping dictionary per mapping; for a document with thousands of overrides
/// that was most of reading it. This composer keeps what the schema checks read and follows
/// Yams' rules where they show: one document per file, aliases replaced by the node their anchor
/// names (an undefined alias is an error), a quoted or block scalar tagged as a string, and
/// duplicate keys refused, keys compared as Yams' `.basic` resolver compares them (by text, with
/// every untagged scalar a string, so `1` and `"1"` are the same key).
///
/// Two differences, both deliberate: a plain scalar that is a key and is also used elsewhere
/// through an alias keeps its own type (Yams' duplicate check retyped the shared node as a
/// string); and mapping or list keys are compared by their contents alone, not their tags.
enum DocumentComposer {
    /// Why a text could not be composed.
    enum Failure: Error, Equatable {
        /// libyaml's scanner, parser or this composer gave up at `line`:`column`; `context` says
        /// what was being read, and where it started.
        case syntax(problem: String, line: Int, column: Int, context: Context?)
        /// Keys given twice in one mapping (sorted), at the first of them.
        case duplicateKeys([String], line: Int, column: Int)
        /// Text libyaml cannot read (not UTF-8, a control character), at a character offset.
        case unreadable(problem: String, characterOffset: Int?)
        /// libyaml ran out of memory.
        case memory
        /// Aliases would expand the document past `maximumAliasedNodes`, at the alias that did.
        case aliasExpansion(limit: Int, line: Int, column: Int)
    }

    /// What was being read when a syntax error was found, and where it started.
    struct Context: Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    /// How deep mappings and lists may nest: deeper documents are refused rather than composed
    /// by recursion that would exhaust the stack.
    static let maximumDepth = 1000

    /// How many nodes aliases may add to a document, counted as if each alias were a copy of
    /// what its anchor names. Aliases share their node, so composing one costs nothing, but
    /// whatever walks the document (the duplicate-key check, the schema, the reader) visits each
    /// copy: a 602-byte "billion laughs" document (`a1: [*a0, *a0, …]`, nine levels) expands to
    /// 10⁹ nodes and took 6–8 GB before crashing. A million is far beyond any reuse a layout
    /// document makes, and far below what hurts.
    static let maximumAliasedNodes = 1_000_000

    /// The single document of `text`, or nil when it holds none.
    static func compose(_ text: String) throws(Failure) -> DocumentNode? {
        var text = text
        let composed: Result<DocumentNode?, Failure> = text.withUTF8 { bytes in
            var composer = Composer(text: bytes)
            defer { composer.close() }
            return Result { () throws(Failure) in try composer.singleDocument() }
        }
        return try composed.get()
    }

    /// One pass over one text's events.
    private struct Composer {
        let text: UnsafeBufferPointer<UInt8>
        /// On the heap: libyaml keeps a pointer to the parser in the parser, so it must not move.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        var anchors: [String: (node: DocumentNode, nodes: Int)] = [:]
        var depth = 0
        /// The nodes composed so far, each alias counted as the nodes of what it names.
        var expandedNodes = 0
        /// The nodes aliases have added to `expandedNodes`.
        var aliasedNodes = 0

        init(text: UnsafeBufferPointer<UInt8>) {
            self.text = text
            parser.initialize(to: yaml_parser_t())
            yaml_parser_initialize(parser)
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, text.baseAddress, text.count)
        }

        func close() {
            yaml_parser_delete(parser)
            parser.deallocate()
        }

        mutating func singleDocument() throws(Failure) -> DocumentNode? {
            try skip()  // the stream's start
            var event = try next()
            defer { yaml_event_delete(&event) }
            guard event.type != YAML_STREAM_END_EVENT else { return nil }
            let root = try node(from: try next())
            try skip()  // the document's end
            var after = try next()
            defer { yaml_event_delete(&after) }
            guard after.type == YAML_STREAM_END_EVENT else {
                throw .syntax(
                    problem: "but found another document", line: Self.line(after.start_mark),
                    column: Self.column(after.start_mark),
                    context: Context(text: "expected a single document in the stream", line: 1, column: 1))
            }
            return root
        }

        /// The node that starts with `event` (which this takes over and deletes).
        mutating func node(from event: yaml_event_t) throws(Failure) -> DocumentNode {
            var event = event
            defer { yaml_event_delete(&event) }
            let (line, column) = (Self.line(event.start_mark), Self.column(event.start_mark))
            let built: DocumentNode
            let anchor: UnsafeMutablePointer<UInt8>?
            let firstNode = expandedNodes
            switch event.type {
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.data.alias.anchor)
                guard let anchored = anchors[name] else {
                    throw .syntax(problem: "found undefined alias", line: line, column: column, context: nil)
                }
                aliasedNodes += anchored.nodes
                expandedNodes += anchored.nodes
                guard aliasedNodes <= maximumAliasedNodes else {
                    throw .aliasExpansion(limit: maximumAliasedNodes, line: line, column: column)
                }
                return anchored.node
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let tag: DocumentNode.ScalarTag =
                    if scalar.quoted_implicit != 0 {
                        .named(Self.stringTag)
                    } else if let written = scalar.tag {
                        Self.string(written) == "!" ? .nonSpecific : .named(Self.string(written))
                    } else {
                        .plain
                    }
                built = DocumentNode(content: .scalar(text: text, tag: tag), line: line, column: column)
                anchor = scalar.anchor
            case YAML_SEQUENCE_START_EVENT:
                try enter(line: line, column: column)
                var items: [DocumentNode] = []
                while let item = try next(unlessItIs: YAML_SEQUENCE_END_EVENT) { items.append(try node(from: item)) }
                depth -= 1
                built = DocumentNode(content: .sequence(items), line: line, column: column)
                anchor = event.data.sequence_start.anchor
            case YAML_MAPPING_START_EVENT:
                try enter(line: line, column: column)
                var pairs: [DocumentNode.Pair] = []
                while let keyEvent = try next(unlessItIs: YAML_MAPPING_END_EVENT) {
                    let key = try node(from: keyEvent)
                    pairs.append(DocumentNode.Pair(key: key, value: try node(from: try next())))
                }
                depth -= 1
                try Self.refuseDuplicateKeys(pairs)
                built = DocumentNode(content: .mapping(pairs), line: line, column: column)
                anchor = event.data.mapping_start.anchor
            default:
                throw .syntax(problem: "unexpected event", line: line, column: column, context: nil)
            }
            expandedNodes += 1
            if let anchor { anchors[Self.string(anchor)] = (built, expandedNodes - firstNode) }
            return built
        }

        /// One level deeper into mappings and lists, refused past `maximumDepth`.
        mutating func enter(line: Int, column: Int) throws(Failure) {
            depth += 1
            guard depth <= DocumentComposer.maximumDepth else {
                throw .syntax(
                    problem: "mappings and lists nested deeper than \(DocumentComposer.maximumDepth) levels",
                    line: line, column: column, context: nil)
            }
        }

        /// The next event; the caller deletes it (or hands it to `node(from:)`).
        mutating func next() throws(Failure) -> yaml_event_t {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
            return event
        }

        /// The next event, or nil (the event read and deleted) when it is of type `end`.
        mutating func next(unlessItIs end: yaml_event_type_t) throws(Failure) -> yaml_event_t? {
            var event = try next()
            guard event.type == end else { return event }
            yaml_event_delete(&event)
            return nil
        }

        /// Reads past one event.
        mutating func skip() throws(Failure) {
            var event = try next()
            yaml_event_delete(&event)
        }

        /// libyaml's error, as Yams reports it.
        func failure() -> Failure {
            let parser = parser.pointee
            let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
            switch parser.error {
            case YAML_MEMORY_ERROR:
                return .memory
            case YAML_READER_ERROR:
                return .unreadable(problem: problem, characterOffset: characterOffset(ofByte: parser.problem_offset))
            default:
                let context = parser.context.map {
                    Context(
                        text: String(cString: $0), line: Self.line(parser.context_mark),
                        column: Self.column(parser.context_mark))
                }
                return .syntax(
                    problem: problem, line: Self.line(parser.problem_mark), column: Self.column(parser.problem_mark),
                    context: context)
            }
        }

        /// How many characters come before the byte at `offset`; nil when it is not where a
        /// character starts.
        func characterOffset(ofByte offset: Int) -> Int? {
            let whole = String(decoding: text, as: UTF8.self)
            guard
                let index = whole.utf8.index(whole.utf8.startIndex, offsetBy: offset, limitedBy: whole.utf8.endIndex)?
                    .samePosition(in: whole)
            else { return nil }
            return whole.distance(from: whole.startIndex, to: index)
        }

        /// Refuses a mapping that gives a key twice: the keys, sorted, at the first of them.
        static func refuseDuplicateKeys(_ pairs: [DocumentNode.Pair]) throws(Failure) {
            guard pairs.count > 1 else { return }
            // Keys that are all strings (nearly every mapping) are told apart by their text alone.
            if let texts = Self.stringKeys(pairs) {
                var seen = Set<String>(minimumCapacity: texts.count)
                guard texts.contains(where: { !seen.insert($0).inserted }) else { return }
            }
            // Each key's first position: a document's `overrides` has thousands of keys.
            var seen: [KeyIdentity: Int] = [:]
            seen.reserveCapacity(pairs.count)
            var duplicates: [KeyIdentity: Int] = [:]
            for (position, pair) in pairs.enumerated() {
                let identity = KeyIdentity(pair.key)
                if let first = seen[identity] {
                    duplicates[identity] = first
                } else {
                    seen[identity] = position
                }
            }
            guard !duplicates.isEmpty else { return }
            let sorted = duplicates.values.map { pairs[$0].key }.sorted {
                ($0.scalarText ?? "") < ($1.scalarText ?? "")
            }
            throw .duplicateKeys(
                sorted.map { $0.scalarText ?? "<uncovertable>" }, line: sorted[0].line, column: sorted[0].column)
        }

        /// The texts of the keys when every one is a string scalar (plain or quoted, or tagged
        /// as a string); nil otherwise.
        static func stringKeys(_ pairs: [DocumentNode.Pair]) -> [String]? {
            var texts: [String] = []
            texts.reserveCapacity(pairs.count)
            for pair in pairs {
                guard case .scalar(let text, let tag) = pair.key.content else { return nil }
                if case .named(let name) = tag, name != stringTag { return nil }
                texts.append(text)
            }
            return texts
        }

        static let stringTag = "tag:yaml.org,2002:str"

        static func string(_ pointer: UnsafeMutablePointer<UInt8>) -> String { String(cString: pointer) }
        static func line(_ mark: yaml_mark_t) -> Int { mark.line + 1 }
        static func column(_ mark: yaml_mark_t) -> Int { mark.column + 1 }
    }

    /// A key as duplicates are found: a scalar by its text and resolved tag (untagged scalars
    /// are strings, as with Yams' `.basic` resolver), a mapping or list by its contents. Not
    /// `indirect`: the nested cases hold arrays already, and a scalar key needs no box of its own.
    private enum KeyIdentity: Hashable {
        /// The tag is nil for a string, so that the keys of a large mapping hash their text only.
        case scalar(text: String, tag: String?)
        case sequence([KeyIdentity])
        case mapping([KeyIdentity])

        init(_ node: DocumentNode) {
            switch node.content {
            case .scalar(let text, let tag):
                switch tag {
                case .plain, .nonSpecific: self = .scalar(text: text, tag: nil)
                case .named(let name): self = .scalar(text: text, tag: name == Composer.stringTag ? nil : name)
                }
            case .sequence(let items): self = .sequence(items.map(KeyIdentity.init))
            case .mapping(let pairs): self = .mapping(pairs.flatMap { [KeyIdentity($0.key), KeyIdentity($0.value)] })
            }
        }
    }
}
