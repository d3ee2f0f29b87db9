import Foundation

/// What a layer runs when a property changes, as Core Animation's `CAAction`; `NSNull` turns
/// an implicit animation off. Kept and never run: nothing animates implicitly headlessly.
public protocol LayerAction {}

extension NSNull: LayerAction {}
