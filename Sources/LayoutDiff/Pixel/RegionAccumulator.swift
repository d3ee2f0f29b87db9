/// Groups differing pixels into a few bounding boxes of changed regions.
///
/// Pixels are binned into 8 × 8 tiles as they are found (four integer updates per differing
/// pixel, no allocation after the first); afterwards tiles that touch, including diagonally,
/// form one region, whose box is the exact bounding box of its differing pixels. So a changed
/// label becomes one region rather than one per glyph stroke, while two cells a tile apart stay
/// separate. Overlapping boxes are merged; when there are still more regions than allowed, the
/// tiles are doubled in size and the grouping repeats, so nearby regions merge first.
struct RegionAccumulator {
    static let tileShift = 3

    let width: Int
    let height: Int
    let tilesAcross: Int
    let tilesDown: Int
    /// Per tile: min x, min y, max x, max y (inclusive) of its differing pixels; allocated on
    /// the first differing pixel, `Int32.max` in the first slot marks an empty tile.
    private(set) var tileBoxes: [Int32] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        tilesAcross = (width + (1 << Self.tileShift) - 1) >> Self.tileShift
        tilesDown = (height + (1 << Self.tileShift) - 1) >> Self.tileShift
    }

    /// Records the differing pixel at (`x`, `y`).
    @inline(__always)
    mutating func add(x: Int, y: Int) {
        if tileBoxes.isEmpty {
            tileBoxes = Self.emptyGrid(count: tilesAcross * tilesDown)
        }
        let tile = ((y >> Self.tileShift) * tilesAcross + (x >> Self.tileShift)) * 4
        let x32 = Int32(truncatingIfNeeded: x)
        let y32 = Int32(truncatingIfNeeded: y)
        tileBoxes.withUnsafeMutableBufferPointer { boxes in
            if boxes[tile] == Int32.max {
                boxes[tile] = x32
                boxes[tile + 1] = y32
                boxes[tile + 2] = x32
                boxes[tile + 3] = y32
            } else {
                boxes[tile] = min(boxes[tile], x32)
                boxes[tile + 1] = min(boxes[tile + 1], y32)
                boxes[tile + 2] = max(boxes[tile + 2], x32)
                boxes[tile + 3] = max(boxes[tile + 3], y32)
            }
        }
    }

    /// The region boxes, at most `maxCount` (at least one when any pixel differs), ordered
    /// top to bottom, then left to right.
    func regions(maxCount: Int) -> [PixelRect] {
        if tileBoxes.isEmpty { return [] }
        var grid = TileGrid(across: tilesAcross, down: tilesDown, boxes: tileBoxes)
        let limit = max(1, maxCount)
        while true {
            let components = grid.connectedComponents()
            if components.count <= limit * 8 || grid.isSingleTile {
                let merged = Self.mergeOverlapping(components)
                if merged.count <= limit || grid.isSingleTile {
                    return merged.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
                }
            }
            grid = grid.coarsened()
        }
    }

    static func emptyGrid(count: Int) -> [Int32] {
        var boxes = [Int32](repeating: 0, count: count * 4)
        for tile in 0..<count { boxes[tile * 4] = Int32.max }
        return boxes
    }

    /// Merges boxes that share a pixel until no two do.
    static func mergeOverlapping(_ boxes: [PixelRect]) -> [PixelRect] {
        var result = boxes
        var changed = true
        while changed {
            changed = false
            var index = 0
            while index < result.count {
                var other = index + 1
                while other < result.count {
                    if result[index].intersects(result[other]) {
                        result[index] = result[index].union(result[other])
                        result.remove(at: other)
                        changed = true
                    } else {
                        other += 1
                    }
                }
                index += 1
            }
        }
        return result
    }
}

/// A grid of tile bounding boxes (see `RegionAccumulator`).
struct TileGrid {
    let across: Int
    let down: Int
    let boxes: [Int32]

    var isSingleTile: Bool { across <= 1 && down <= 1 }

    @inline(__always)
    func isOccupied(_ tile: Int) -> Bool { boxes[tile * 4] != Int32.max }

    /// A grid of tiles twice as large in each direction, each the union of four.
    func coarsened() -> TileGrid {
        let newAcross = (across + 1) / 2
        let newDown = (down + 1) / 2
        var merged = RegionAccumulator.emptyGrid(count: newAcross * newDown)
        for ty in 0..<down {
            for tx in 0..<across where isOccupied(ty * across + tx) {
                let source = (ty * across + tx) * 4
                let target = ((ty / 2) * newAcross + tx / 2) * 4
                if merged[target] == Int32.max {
                    for k in 0..<4 { merged[target + k] = boxes[source + k] }
                } else {
                    merged[target] = min(merged[target], boxes[source])
                    merged[target + 1] = min(merged[target + 1], boxes[source + 1])
                    merged[target + 2] = max(merged[target + 2], boxes[source + 2])
                    merged[target + 3] = max(merged[target + 3], boxes[source + 3])
                }
            }
        }
        return TileGrid(across: newAcross, down: newDown, boxes: merged)
    }

    /// Bounding boxes of 8-connected groups of occupied tiles, in scan order of their first tile.
    func connectedComponents() -> [PixelRect] {
        var visited = [Bool](repeating: false, count: across * down)
        var stack: [Int] = []
        var result: [PixelRect] = []
        for start in 0..<(across * down) where isOccupied(start) && !visited[start] {
            visited[start] = true
            stack.append(start)
            var minX = Int32.max
            var minY = Int32.max
            var maxX = Int32.min
            var maxY = Int32.min
            while let tile = stack.popLast() {
                minX = min(minX, boxes[tile * 4])
                minY = min(minY, boxes[tile * 4 + 1])
                maxX = max(maxX, boxes[tile * 4 + 2])
                maxY = max(maxY, boxes[tile * 4 + 3])
                let tx = tile % across
                let ty = tile / across
                for ny in max(0, ty - 1)...min(down - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(across - 1, tx + 1) {
                        let neighbour = ny * across + nx
                        if isOccupied(neighbour) && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            result.append(
                PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX) + 1, height: Int(maxY - minY) + 1))
        }
        return result
    }
}
