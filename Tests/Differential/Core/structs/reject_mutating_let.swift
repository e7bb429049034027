// A mutating method cannot be called on a let.
print("this program must not run")
struct Counter { var n = 0; mutating func bump() { n += 1 } }
let c = Counter()
c.bump()
print(c.n)

// expect error: cannot use mutating member on immutable value: 'c' is a 'let' constant
