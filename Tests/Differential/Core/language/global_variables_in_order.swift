// Top-level code runs in order; functions see globals declared before the call.
var log: [String] = []
func record(_ s: String) { log.append(s) }
record("one")
let doubled = log.count * 2
record("two")
print(log, doubled)

// expect: ["one", "two"] 2
