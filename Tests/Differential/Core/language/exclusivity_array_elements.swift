// Two elements of one array passed inout to one call: the accesses overlap (each is an
// access to the whole array), which swiftc rejects before it runs.
print("this program must not run")
func addInto(_ a: inout Int, _ b: inout Int) { a += b }
func run() {
    var xs = [1, 2, 3]
    addInto(&xs[0], &xs[1])
    print(xs)
}
run()

// expect error: overlapping accesses to 'xs', but modification requires exclusive access; consider copying to a local variable
