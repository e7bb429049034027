// A closure passed beside `&x` passes the same local `x` inout again: swiftc rejects the
// overlapping accesses before it runs.
print("this program must not run")
func run() {
    var x = 1
    func bump(_ a: inout Int) { a += 1 }
    func twice(_ a: inout Int, _ body: () -> Void) { a += 1; body() }
    twice(&x) { bump(&x) }
    print(x)
}
run()

// expect error: overlapping accesses to 'x', but modification requires exclusive access; consider copying to a local variable
