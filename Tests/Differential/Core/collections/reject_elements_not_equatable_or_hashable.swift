// A struct that is neither Equatable nor Hashable: `contains(_:)` finds only contains(where:),
// firstIndex(of:) and lastIndex(of:) need Equatable elements, and a Set or a dictionary key needs
// Hashable, said at the type written or at `Set(…)`.
print("this program must not run")
struct Tile { var x = 0 }
let tiles = [Tile(), Tile(x: 1)]
let one = Tile()
print(tiles.contains(one))
print(tiles.firstIndex(of: one) ?? -1)
print(tiles.lastIndex(of: one) ?? -1)
let byTile: [Tile: Int] = [:]
let written: Set<Tile> = []
let made = Set(tiles)
print(byTile.count, written.count, made.count)

// expect error: missing argument label 'where:' in call
