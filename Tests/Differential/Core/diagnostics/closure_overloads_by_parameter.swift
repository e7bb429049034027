// Overloads taking closures of different types: the closure's body ranks them (its literals keep
// their default types), and a wanted result picks among overloads that differ only in results.
func h(_ f: (Int) -> Int) -> Int { f(1) }
func h(_ f: (Double) -> Double) -> Double { f(1.5) }
print(h { $0 + 1 }, h { x in x * 2 })
func m(_ f: () -> Int) { print("int", f()) }
func m(_ f: () -> Double) { print("double", f()) }
m { 1 }
m { 1.5 }
func apply(_ transform: (Int) -> Int) -> Int { transform(1) }
func apply(_ transform: (Int) -> Int) -> String { "s\(transform(1))" }
let s: String = apply { $0 + 1 }
let i: Int = apply { $0 * 5 }
print(s, i)

// expect: 2 2
// expect: int 1
// expect: double 1.5
// expect: s2 5
