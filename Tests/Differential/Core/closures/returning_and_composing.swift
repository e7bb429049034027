// Functions returning closures, and composing them.
func multiplier(_ k: Int) -> (Int) -> Int { { $0 * k } }
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let triple = multiplier(3)
let tripleThenDescribe = compose(triple) { "value \($0)" }
print(triple(5), tripleThenDescribe(7))

// expect: 15 value 21
