// A generic function constructs `T(size:)` through its protocol's initialiser requirement, for
// an enum, a final class, a struct and a class with a `required` initialiser.
protocol Sized {
    init(size: Int)
    var size: Int { get }
}
enum Level: Sized {
    case small, big
    init(size: Int) { self = size > 10 ? .big : .small }
    var size: Int { self == .big ? 100 : 1 }
}
final class Box: Sized, CustomStringConvertible {
    let size: Int
    init(size: Int) { self.size = size }
    var description: String { "Box(\(size))" }
}
class Crate: Sized {
    var size: Int
    required init(size: Int) { self.size = size * 2 }
}
class BigCrate: Crate {
    required init(size: Int) { super.init(size: size * 10) }
}
struct Plain: Sized { var size: Int }
func make<T: Sized>(_ type: T.Type, _ n: Int) -> T { T(size: n) }
func makeAll<T: Sized>(_ ns: [Int]) -> [T] { ns.map { T(size: $0) } }
print(make(Level.self, 3), make(Level.self, 30))
print(make(Box.self, 7), make(Plain.self, 4).size)
print(make(Crate.self, 1).size, make(BigCrate.self, 1).size)
let boxes: [Box] = makeAll([1, 2])
print(boxes)
let levels: [Level] = makeAll([1, 20, 5])
print(levels, levels.map(\.size))

// expect: small big
// expect: Box(7) 4
// expect: 2 20
// expect: [Box(1), Box(2)]
// expect: [main.Level.small, main.Level.big, main.Level.small] [1, 100, 1]
