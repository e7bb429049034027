// A local struct captured by an escaping closure and swapped part for part inside a closure
// passed for a non-escaping parameter: swiftc's program checks the escaped variable whole while
// it runs and stops on the second access.
struct Point { var x = 1; var y = 2 }
func call(_ f: () -> Void) { f() }
var escaped: [() -> Void] = []
func run() {
    var p = Point()
    escaped.append { print("escaped", p.x, p.y) }
    call { print("inside", p.x, p.y) }
    call { swap(&p.x, &p.y) }
    print(p.x, p.y)
}
run()

// expect: inside 1 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
