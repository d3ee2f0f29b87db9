import Foundation

#if !canImport(ObjectiveC)
    extension IndexPath {
        /// An index path for item `item` of section `section`, as UIKit's
        /// `IndexPath(item:section:)` (missing from Foundation on Linux).
        ///
        /// Built in place: a path of two indexes is stored inline, and `init(indexes:)` would
        /// first allocate an array for them, once for every cell a rect query answers.
        public init(item: Int, section: Int) {
            self.init(index: section)
            append(item)
        }

        /// An index path for row `row` of section `section` (UIKit's table-view spelling).
        public init(row: Int, section: Int) {
            self.init(item: row, section: section)
        }

        /// The section: the first index (0 for an empty path, where UIKit would trap).
        public var section: Int {
            get { count > 0 ? self[0] : 0 }
            set { self = IndexPath(item: item, section: newValue) }
        }

        /// The item: the second index (0 when the path has fewer than two indexes).
        public var item: Int {
            get { count > 1 ? self[1] : 0 }
            set { self = IndexPath(item: newValue, section: section) }
        }

        /// The row: another name for `item`.
        public var row: Int {
            get { item }
            set { item = newValue }
        }
    }
#endif
