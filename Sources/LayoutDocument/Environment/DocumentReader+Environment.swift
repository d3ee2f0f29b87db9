import CollectionLayout
import Foundation

extension DocumentReader {
    /// The document's `device`, `viewport` and `environment` (already checked against the schema).
    mutating func environment(_ root: SpecValue) -> DocumentEnvironment {
        var environment = read(root["environment"], by: DocumentEnvironment.fields, into: DocumentEnvironment())
        environment.device = deviceOverride ?? root["device"].flatMap(deviceSelection)
        environment.viewport = size(root["viewport"])
        return environment
    }

    /// A device preset's name, or `{name, orientation}`.
    func deviceSelection(_ value: SpecValue) -> DeviceSelection? { DocumentValues.device.value(of: value) }
}
