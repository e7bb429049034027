// `contains(_:)` needs elements that are Equatable.
print("this program must not run")
struct Tile { var x: Int; var y: Int }
let tiles = [Tile(x: 0, y: 0)]
print(tiles.contains(Tile(x: 0, y: 0)))

// expect error: missing argument label 'where:' in call
