// A mutating method called on the value a function returns: a temporary cannot be mutated.
print("this program must not run")
struct Counter {
    var count = 0
    mutating func bump() { count += 1 }
}
func makeCounter() -> Counter { Counter() }
makeCounter().bump()

// expect error: cannot use mutating member on immutable value: 'makeCounter' returns immutable value
