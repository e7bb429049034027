// A generic `throws(X)` function given a closure that cannot throw binds X to Never, so the call
// needs no `try`; a closure that throws binds X to `any Error`, one saying throws(E) to E.
enum E: Error { case x }
func run<X: Error>(_ body: () throws(X) -> Void) throws(X) { try body() }
func value<X: Error>(_ body: () throws(X) -> Int) throws(X) -> Int { try body() }
run { print("no try needed") }
print(value { 21 * 2 })
do { try run { throw E.x } } catch { print("any Error:", error) }
do { try run { () throws(E) in throw .x } } catch { print("typed:", error == .x) }
let n = value { [1, 2, 3].count }
print(n)

// expect: no try needed
// expect: 42
// expect: any Error: x
// expect: typed: true
// expect: 3
