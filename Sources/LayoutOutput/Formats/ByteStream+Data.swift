import Foundation
import LayoutSupport

extension ByteStream {
    /// Writes `data`, made whole (an encoded image, an animated SVG), and finishes the stream.
    mutating func writeWhole(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
        try finish()
    }
}
