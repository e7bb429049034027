// A closure passed beside `&x` assigns the global `x` while the access runs: swiftc's program
// stops at the assignment (a global's accesses are checked while the program runs).
func modify(_ x: inout Int, _ body: () -> Void) {
    x += 1
    print("before the closure:", x)
    body()
    print("after the closure:", x)
}
var x = 1
modify(&x) { x = 5 }
print(x)

// expect: before the closure: 2
// expect runtime error: Simultaneous accesses, but modification requires exclusive access
