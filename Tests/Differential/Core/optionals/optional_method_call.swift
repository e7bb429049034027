// Calling a mutating method through optional chaining.
struct Counter { var n = 0; mutating func bump() { n += 1 } }
var c: Counter? = Counter()
c?.bump()
c?.bump()
print(c?.n ?? -1)
c = nil
c?.bump()
print(c?.n ?? -1)

// expect: 2
// expect: -1
