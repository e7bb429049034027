// A subclass cannot observe an inherited read-only computed property: it never changes.
print("this program must not run")
class Tile {
    var side = 2.0
    var area: Double { side * side }
}
class LoggedTile: Tile {
    override var area: Double {
        didSet { print("area changed") }
    }
}
print(LoggedTile().side)

// expect error: cannot observe read-only property 'area'; it can't change
