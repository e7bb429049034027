// Trailing closures, including several after one call.
func repeatTimes(_ n: Int, _ body: (Int) -> Void) {
    for i in 0..<n { body(i) }
}
repeatTimes(3) { print("step", $0) }
func transition(from a: Int, to b: Int, step: (Int) -> Int, done: () -> Void) {
    var x = a
    while x < b { x = step(x) }
    print("reached", x)
    done()
}
transition(from: 1, to: 20) { $0 * 3 } done: { print("done") }

// expect: step 0
// expect: step 1
// expect: step 2
// expect: reached 27
// expect: done
