// An object a local closure reads ends with its block when the closure cannot outlive it.
class Res {
    let n: Int
    init(_ n: Int) { self.n = n; print("init", n) }
    deinit { print("deinit", n) }
}
do {
    let r = Res(1)
    let g = { print("g reads", r.n) }
    g()
    print("end of do")
}
print("after do")
func inner() {
    do {
        let r = Res(2)
        let g = { (k: Int) -> Int in r.n * k }
        print(g(10))
    }
    print("after inner do")
}
inner()
func looping() {
    for i in 3...4 {
        let r = Res(i)
        let show = { print("loop", r.n) }
        show()
    }
    print("after loop")
}
looping()
do {
    let r = Res(5)
    let g = { print("deferred", r.n) }
    defer { g() }
    print("end 5")
}
print("after 5")
var kept: [() -> Void] = []
do {
    let r = Res(6)
    let g = { print("kept", r.n) }
    kept.append(g)
}
print("after 6")
kept[0]()

// expect: init 1
// expect: g reads 1
// expect: end of do
// expect: deinit 1
// expect: after do
// expect: init 2
// expect: 20
// expect: deinit 2
// expect: after inner do
// expect: init 3
// expect: loop 3
// expect: deinit 3
// expect: init 4
// expect: loop 4
// expect: deinit 4
// expect: after loop
// expect: init 5
// expect: end 5
// expect: deferred 5
// expect: deinit 5
// expect: after 5
// expect: init 6
// expect: after 6
// expect: kept 6
