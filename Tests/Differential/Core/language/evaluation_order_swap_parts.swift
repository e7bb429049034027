// swap(_:_:) evaluates each place's index once, in order; two parts of one local struct are
// apart, but two parts of one global struct are swiftc's exclusivity trap.
var log: [String] = []
func i() -> Int { log.append("i"); return 0 }
func j() -> Int { log.append("j"); return 2 }
var a = [1, 2, 3]
a.swapAt(i(), j())
print(log, a)
log = []
var b = [10, 20, 30]
swap(&a[i()], &b[j()])
print(log, a, b)
struct Pair { var first = 1; var second = 2 }
func local() {
    var p = Pair()
    swap(&p.first, &p.second)
    print("local", p.first, p.second)
}
local()
final class Box { var x = 1; var y = 2 }
let box = Box()
swap(&box.x, &box.y)
print("box", box.x, box.y)
var g = Pair()
swap(&g.first, &g.second)
print("global", g.first, g.second)

// expect: ["i", "j"] [3, 2, 1]
// expect: ["i", "j"] [30, 2, 1] [10, 20, 3]
// expect: local 2 1
// expect: box 2 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
