// An @autoclosure argument is evaluated only when, and as often as, the callee calls it; a default is one too.
var calls = 0
func cond(_ b: Bool) -> Bool { calls += 1; return b }
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "") {
    if !condition() { print("failed: [\(message())]") }
}
check(cond(true), "never \(calls)")
check(cond(false), "shown \(calls)")
check(1 > 2)
print("calls", calls)
var n = 0
func bump() -> Int { n += 1; return n }
func twice(_ f: @autoclosure () -> Int) -> Int { f() + f() }
func never(_ f: @autoclosure () -> Int) -> Int { 0 }
print(twice(bump()), n)
print(never(bump()), n)
let values = [3, 8, 1]
values.forEach { check($0 < 5, "\($0) too big") }

// expect: failed: [shown 2]
// expect: failed: []
// expect: calls 2
// expect: 3 2
// expect: 0 2
// expect: failed: [8 too big]
