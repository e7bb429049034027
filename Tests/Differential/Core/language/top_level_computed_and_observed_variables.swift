// A script's top-level computed variables (read-only, get/set) and a stored top-level variable's
// willSet/didSet run as in a type: the getter each read, the setter each write, the observers
// around each change (not the initial value), also from a function and a mutating call.
var w = 3.0
var h = 2.0
var area: Double { w * h }
print(area)
w = 5
print(area)
var side: Double {
    get { w }
    set { w = newValue; h = newValue }
}
side = 4
side += 1
print(w, h, area, side)
var score = 0 {
    willSet { print("will", score, "->", newValue) }
    didSet { print("did", oldValue, "->", score) }
}
score = 5
score += 2
var named: Int = 1 {
    didSet(previous) { print("was", previous) }
    willSet(next) { print("next", next) }
}
named = 9
var doubled: Int { get { named * 2 } }
print(doubled)
func bump() { score = score * 10 }
bump()
var log: [String] = [] {
    didSet { print("log now", log.count) }
}
log.append("a")
log.append("b")
print(score, log)

// expect: 6.0
// expect: 10.0
// expect: 5.0 5.0 25.0 5.0
// expect: will 0 -> 5
// expect: did 0 -> 5
// expect: will 5 -> 7
// expect: did 5 -> 7
// expect: next 9
// expect: was 1
// expect: 18
// expect: will 7 -> 70
// expect: did 7 -> 70
// expect: log now 1
// expect: log now 2
// expect: 70 ["a", "b"]
