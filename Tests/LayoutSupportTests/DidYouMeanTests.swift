import LayoutSupport
import XCTest

final class DidYouMeanTests: XCTestCase {
    func testEditDistanceOfClassicPairs() {
        // kitten → sitting: substitute k→s, e→i, insert g = 3 edits.
        XCTAssertEqual(DidYouMean.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(DidYouMean.editDistance("", "abc"), 3)
        XCTAssertEqual(DidYouMean.editDistance("flow", "flow"), 0)
        // heigth → height and flwo → flow: one swap of adjacent letters each.
        XCTAssertEqual(DidYouMean.editDistance("heigth", "height"), 1)
        XCTAssertEqual(DidYouMean.editDistance("flwo", "flow"), 1)
        // A swap is not cheaper than it should be: "ab" → "ba" is 1, "abc" → "ca" is 3.
        XCTAssertEqual(DidYouMean.editDistance("ab", "ba"), 1)
        XCTAssertEqual(DidYouMean.editDistance("abc", "ca"), 3)
    }

    func testSuggestsTheClosestCandidateIgnoringCase() {
        XCTAssertEqual(DidYouMean.suggestion(for: "itemsize", among: ["itemSize", "sectionInset"]), "itemSize")
        XCTAssertEqual(DidYouMean.suggestion(for: "grd", among: ["flow", "grid"]), "grid")
    }

    func testNoSuggestionWhenNothingIsClose() {
        XCTAssertNil(DidYouMean.suggestion(for: "banana", among: ["viewport", "layout", "sections"]))
        XCTAssertEqual(DidYouMean.hint(for: "zzz", among: ["flow", "grid"]), "")
    }
}
