// Static observers around compound assignment, a mutating method, a member's change, an inout
// argument and a didSet that clamps its own value (no recursion); a read runs none.
enum Settings {
    static var volume = 5 {
        willSet { print("will", volume, "->", newValue) }
        didSet {
            if volume > 10 { volume = 10 }
            print("did", oldValue, "->", volume)
        }
    }
    static var tags: [String] = [] { didSet { print("tags", oldValue.count, "->", tags.count) } }
    static func bump() { volume += 3 }
}
struct Point { var x = 0, y = 0 }
struct Store {
    static var origin = Point() { didSet { print("origin", origin.x, origin.y) } }
}
class Base {
    static var hits = 0 { didSet { print("hits", hits) } }
    func hit() { Base.hits += 1 }
}
print("start", Settings.volume)
Settings.volume = 12
Settings.bump()
Settings.tags.append("a")
Settings.tags += ["b", "c"]
Store.origin.x = 4
Store.origin = Point(x: 1, y: 2)
Base().hit()
Base().hit()
func inc(_ x: inout Int) { x += 1 }
inc(&Settings.volume)
print(Settings.volume, Settings.tags, Base.hits)

// expect: start 5
// expect: will 5 -> 12
// expect: did 5 -> 10
// expect: will 10 -> 13
// expect: did 10 -> 10
// expect: tags 0 -> 1
// expect: tags 1 -> 3
// expect: origin 4 0
// expect: origin 1 2
// expect: hits 1
// expect: hits 2
// expect: will 10 -> 11
// expect: did 10 -> 10
// expect: 10 ["a", "b", "c"] 2
