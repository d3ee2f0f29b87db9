import Foundation

/// A nib, as UIKit's `UINib`: named, never loaded (there are no nib files headlessly), so a
/// collection view given one for a cell keeps its plain cells.
public final class Nib: NSObject {
    /// The nib's name.
    public let name: String
    /// A nib named `name` in `bundle`.
    public init(nibName name: String, bundle: Bundle?) {
        self.name = name
    }
}
