// Names that hide a closure kept in a `let` (a `let` in a block, a nested function, parameters
// of a function or a closure, a `for`, `if let` or `case let` binding) are other values:
// passing them lets nothing escape, and swiftc proves the captured struct's parts apart.
struct Point { var x = 1; var y = 2 }
func modify(_ v: inout Int, _ body: () -> Void) { v += 10; body() }
func call(_ f: () -> Void) { f() }
func run() {
    var p = Point()
    let f = { modify(&p.x) { p.y += 1 } }
    do {
        let f = { print("inner") }
        call(f)
    }
    do { func f() { print("local") }; call(f) }
    func helper(_ f: () -> Void) { call(f) }
    helper { print("helper") }
    let h = { (f: () -> Void) in call(f) }
    h { print("closure") }
    let list = [1, 2].map { f in f * 2 }
    for f in list { print(f) }
    if let f = Optional(3) { print(f) }
    switch 4 { case let f: print(f) }
    f()
    print(p.x, p.y)
}
run()

// expect: inner
// expect: local
// expect: helper
// expect: closure
// expect: 2
// expect: 4
// expect: 3
// expect: 4
// expect: 11 3
