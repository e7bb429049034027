// A call rejected for its arguments throws nothing the checker can name: the catch clauses see
// `any Error`, as swiftc's do, so `catch .x` and members of E looked up on it are errors too.
print("this program must not run")
enum E: Error { case x, y }
func f() throws(E) -> Int { throw E.x }
do {
    let v = try f(1)
    print(v)
} catch .x {
    print("x")
} catch {
    switch error { case .x: print("x"); case .y: print("y") }
}

// expect error: argument passed to call that takes no arguments
