// A closure passed beside `&x` assigns the local `x` the call already accesses: swiftc rejects
// the overlapping accesses before it runs.
print("this program must not run")
func modify(_ x: inout Int, _ body: () -> Void) { x += 1; body() }
func run() {
    var x = 1
    modify(&x) { x = 5 }
    print(x)
}
run()

// expect error: overlapping accesses to 'x', but modification requires exclusive access; consider copying to a local variable
