// A method may take a pack (and read `self` in its pattern), a pack may follow an ordinary
// generic parameter, and `each T: Collection` reads each element's `count`.
struct Printer {
    var prefix: String
    func show<each T>(_ x: repeat each T) { repeat print(prefix, each x) }
}
Printer(prefix: ">").show(1, "a")
func tagged<U, each T>(_ tag: U, _ items: repeat each T) -> (U, repeat each T) { (tag, repeat each items) }
print(tagged("t", 1, 2))
print(tagged(0.5))
func lens<each T: Collection>(_ cs: repeat each T) { repeat print((each cs).count) }
lens([1, 2], "abc", Set([1]))

// expect: > 1
// expect: > a
// expect: ("t", 1, 2)
// expect: 0.5
// expect: 2
// expect: 3
// expect: 1
