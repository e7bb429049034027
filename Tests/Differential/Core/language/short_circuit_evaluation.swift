// && and || evaluate their right side only when needed.
var calls = 0
func check(_ v: Bool) -> Bool { calls += 1; return v }
print(check(false) && check(true), calls)
print(check(true) || check(true), calls)
print(check(true) && check(false), calls)

// expect: false 1
// expect: true 2
// expect: false 4
