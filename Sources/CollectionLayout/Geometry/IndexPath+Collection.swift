import Foundation

#if !canImport(ObjectiveC)
    extension IndexPath {
        /// An index path for item `item` of section `section`, as UIKit's
        /// `IndexPath(item:section:)` (missing from Foundation on Linux).
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// An index path for row `row` of section `section` (UIKit's table-view spelling).
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section: the first index (0 for an empty path, where UIKit would trap).
        public var section: Int {
            get { count > 0 ? self[0] : 0 }
            set { self = IndexPath(indexes: [newValue, item]) }
        }

        /// The item: the second index (0 when the path has fewer than two indexes).
        public var item: Int {
            get { count > 1 ? self[1] : 0 }
            set { self = IndexPath(indexes: [section, newValue]) }
        }

        /// The row: another name for `item`.
        public var row: Int {
            get { item }
            set { item = newValue }
        }
    }
#endif
