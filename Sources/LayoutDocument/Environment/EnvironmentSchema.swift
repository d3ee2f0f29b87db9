import CollectionLayout
import Foundation

extension DocumentSchema {
    /// `device`: a preset's name, or `{name, orientation}`.
    static let device = DocumentValues.device.shape

    /// `environment`: what a device decides, one value at a time.
    static let environment = SchemaShape.object(DocumentEnvironment.fields.shape)
}
