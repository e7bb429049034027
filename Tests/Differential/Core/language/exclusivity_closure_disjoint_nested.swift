// Closures passed beside a part that reach only other parts: a sibling of a nested property,
// another tuple element, a property beside an array's element, the rest of a mutating
// method's receiver. swiftc proves them apart, and each part is copied in and out.
struct Inner {
    var c = 0
    var d = 0
    mutating func step(_ body: () -> Void) { c += 1; body() }
}
struct Outer {
    var a = 1
    var inner = Inner()
    var list = [1, 2]
    var pair = (x: 1, y: 2)
}
func modify(_ x: inout Int, _ body: () -> Void) { x += 10; body() }
func run() {
    var p = Outer()
    modify(&p.inner.c) { p.inner.d = 3 }
    modify(&p.pair.x) { p.pair.y = p.a + 4 }
    modify(&p.list[0]) { p.a += 1 }
    p.inner.step { p.a = p.a * 2 }
    modify(&p.a) { print("count:", p.list.count, p.inner.d) }
    print(p.a, p.inner.c, p.inner.d, p.list, p.pair.x, p.pair.y)
}
run()

// expect: count: 2 3
// expect: 14 11 3 [11, 2] 11 5
