import CollectionLayout
import Foundation
import LayoutStyle
import LayoutSupport

/// The lines of an element's group that its neighbours usually repeat — the outline's `<rect>`
/// and the label's opening `<text …>` tag — kept by a writer of many elements and copied while
/// their inputs stay the same: the elements of a large figure mostly share one size and one
/// look, and a copy costs less than printing the numbers and colours again. The bytes are
/// those printing them would give, whatever came before.
struct RepeatedLines {
    /// What the outline line is printed from.
    struct OutlineInputs: Equatable {
        var indent: Int
        var rect: CGRect
        var cornerRadius: CGFloat
        var fill: Color?
        var stroke: Color?
        var strokeWidth: CGFloat
        var dash: [CGFloat]
    }

    /// What the label's opening tag is printed from.
    struct LabelInputs: Equatable {
        var position: CGPoint
        var fontSize: CGFloat
        var color: Color?
    }

    var outline: RepeatedLine<OutlineInputs>
    var labelOpening: RepeatedLine<LabelInputs>

    /// Lines kept for a writer of many elements; `keeping: false` prints every line and keeps
    /// none (a single element, or a figure's scattered ones, gains nothing from a copy).
    init(keeping: Bool = true) {
        outline = RepeatedLine(keeping: keeping)
        labelOpening = RepeatedLine(keeping: keeping)
    }
}

/// One line of output written again while its inputs stay the same.
struct RepeatedLine<Inputs: Equatable> {
    private let keeping: Bool
    private var last: (inputs: Inputs, bytes: [UInt8])?

    /// A line that keeps what it printed when `keeping`.
    init(keeping: Bool) { self.keeping = keeping }

    /// Appends what `print` prints for `inputs` to `stream`: the last line's bytes when they
    /// were printed for the same inputs, else `print`'s (kept for the next time).
    mutating func write(_ inputs: Inputs, to stream: inout ByteStream, _ print: (inout ByteStream) -> Void) {
        guard keeping else { return print(&stream) }
        if let last, last.inputs == inputs {
            last.bytes.withUnsafeBytes { stream.append($0) }
        } else {
            last = (inputs, stream.appendCopying(print))
        }
    }
}
