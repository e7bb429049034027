// A subclass observes an inherited computed property: setting it runs the subclass's willSet,
// the superclass's setter, then its didSet, through any reference type; oldValue is read through
// the superclass's getter before the set (and not at all when didSet does not name it).
class Tile {
    var side = 2.0
    var area: Double {
        get { print("Tile get area"); return side * side }
        set { print("Tile set area \(newValue)"); side = newValue / 2 }
    }
}
class LoggedTile: Tile {
    override var area: Double {
        willSet { print("Logged will set \(newValue), now \(area)") }
        didSet { print("Logged did set from \(oldValue) to \(area)") }
    }
}
class QuietTile: Tile {
    var sets = 0
    override var area: Double {
        didSet { sets += 1 }
    }
}
class RenamedTile: LoggedTile {
    override var area: Double {
        didSet(previous) { print("Renamed from \(previous)") }
    }
}
let logged = LoggedTile()
logged.area = 9
print(logged.side)
let asBase: Tile = LoggedTile()
asBase.area = 16
print(asBase.side)
let quiet = QuietTile()
quiet.area = 25
print(quiet.side, quiet.sets)
logged.area += 1
let renamed: Tile = RenamedTile()
renamed.area = 4
print(renamed.side)

// expect: Tile get area
// expect: Tile get area
// expect: Logged will set 9.0, now 4.0
// expect: Tile set area 9.0
// expect: Tile get area
// expect: Logged did set from 4.0 to 20.25
// expect: 4.5
// expect: Tile get area
// expect: Tile get area
// expect: Logged will set 16.0, now 4.0
// expect: Tile set area 16.0
// expect: Tile get area
// expect: Logged did set from 4.0 to 64.0
// expect: 8.0
// expect: Tile set area 25.0
// expect: 12.5 1
// expect: Tile get area
// expect: Tile get area
// expect: Tile get area
// expect: Logged will set 21.25, now 20.25
// expect: Tile set area 21.25
// expect: Tile get area
// expect: Logged did set from 20.25 to 112.890625
// expect: Tile get area
// expect: Tile get area
// expect: Tile get area
// expect: Logged will set 4.0, now 4.0
// expect: Tile set area 4.0
// expect: Tile get area
// expect: Logged did set from 4.0 to 4.0
// expect: Renamed from 4.0
// expect: 2.0
