// Observers of static properties run on each assignment, not on the initial value (which a
// static computes at its first use).
struct S {
    static var count = 0 {
        willSet { print("will", count, newValue) }
        didSet { print("did", oldValue, count) }
    }
    static var name: String = S.make() { didSet { print("name", oldValue, "->", name) } }
    static func make() -> String { print("make"); return "init" }
}
class K {
    static var shared = 5 { didSet { print("K did", oldValue) } }
    class var computed: Int { 3 }
}
print("start")
S.count = 2
S.count += 1
S.name = "n"
S.name.append("!")
K.shared = 6
print(S.count, S.name, K.shared)
var g = 1 { didSet { print("g", oldValue, g) } }
g = 2
g += 5

// expect: start
// expect: will 0 2
// expect: did 0 2
// expect: will 2 3
// expect: did 2 3
// expect: make
// expect: name init -> n
// expect: name n -> n!
// expect: K did 5
// expect: 3 n! 6
// expect: g 1 2
// expect: g 2 7
