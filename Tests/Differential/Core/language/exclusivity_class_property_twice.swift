// One property of a local class instance passed inout twice to one call: swiftc rejects the
// overlapping accesses before it runs (through a global it would stop the program instead).
print("this program must not run")
final class Box { var n = 1; var m = 2 }
func addInto(_ a: inout Int, _ b: inout Int) { a += b }
func run() {
    let box = Box()
    addInto(&box.n, &box.m)
    addInto(&box.n, &box.n)
    print(box.n, box.m)
}
run()

// expect error: overlapping accesses to 'n', but modification requires exclusive access; consider copying to a local variable
