// Deferred blocks run at scope exit, last registered first.
func work() {
    defer { print("first registered, runs last") }
    defer { print("second registered, runs first") }
    print("body")
}
work()
for i in 1...2 {
    defer { print("end of iteration", i) }
    print("iteration", i)
}

// expect: body
// expect: second registered, runs first
// expect: first registered, runs last
// expect: iteration 1
// expect: end of iteration 1
// expect: iteration 2
// expect: end of iteration 2
