// Hashable, Comparable, CustomStringConvertible, Identifiable and Equatable on drawing types.
import Foundation
struct GridPoint: Hashable, Comparable, CustomStringConvertible {
    var x: Int, y: Int
    static func < (a: GridPoint, b: GridPoint) -> Bool { (a.y, a.x) < (b.y, b.x) }
    var description: String { "(\(x),\(y))" }
}
let pts = [GridPoint(x: 2, y: 1), GridPoint(x: 0, y: 3), GridPoint(x: 1, y: 1), GridPoint(x: 2, y: 1)]
let unique = Set(pts)
print(unique.count, pts.sorted(), pts.max()!, pts.min()!)
print(GridPoint(x: 1, y: 1) == GridPoint(x: 1, y: 1), GridPoint(x: 0, y: 5) > GridPoint(x: 9, y: 4))
struct Tile: Identifiable, Equatable { let id: Int; var colour: String }
let tiles = [Tile(id: 1, colour: "red"), Tile(id: 2, colour: "blue")]
print(tiles.first { $0.id == 2 }?.colour ?? "-", tiles.map(\.id), tiles[0] == Tile(id: 1, colour: "red"))
print(pts.firstIndex(of: GridPoint(x: 1, y: 1)) as Any, unique.contains(GridPoint(x: 0, y: 3)))

// expect: 3 [(1,1), (2,1), (2,1), (0,3)] (0,3) (1,1)
// expect: true true
// expect: blue [1, 2] true
// expect: Optional(2) true
