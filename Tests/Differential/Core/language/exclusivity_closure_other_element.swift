// A closure passed beside `&xs[0]` that assigns another element: an array's element is an
// access to the whole array, so swiftc rejects it.
print("this program must not run")
func modify(_ x: inout Int, _ body: () -> Void) { x += 1; body() }
func run() {
    var xs = [1, 2, 3]
    modify(&xs[0]) { xs[1] = 9 }
    print(xs)
}
run()

// expect error: overlapping accesses to 'xs', but modification requires exclusive access; consider copying to a local variable
