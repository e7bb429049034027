// A mutating method given inout a stored property of its own receiver: swiftc rejects the
// overlapping accesses before it runs.
print("this program must not run")
struct Counter {
    var n = 1
    mutating func add(_ k: inout Int) { n += k }
}
var c = Counter()
c.add(&c.n)
print(c.n)

// expect error: overlapping accesses to 'c', but modification requires exclusive access; consider copying to a local variable
