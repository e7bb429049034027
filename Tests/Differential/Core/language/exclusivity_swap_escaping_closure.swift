// `swap` of two properties of a local struct inside an escaping closure that captures it,
// called after its function returned: swiftc's program checks the captured variable whole and
// stops on the second access.
struct Point { var x = 1; var y = 2 }
var escaped: [() -> Void] = []
func run() {
    var p = Point()
    var q = Point()
    escaped.append {
        swap(&p.x, &q.y)
        print("apart", p.x, q.y)
        swap(&p.x, &p.y)
        print(p.x, p.y)
    }
}
run()
escaped[0]()

// expect: apart 2 1
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
