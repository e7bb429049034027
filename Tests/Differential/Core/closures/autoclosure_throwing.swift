// A throwing @autoclosure: `try` is written inside the argument, and the call is marked too.
struct Negative: Error { let value: Int }
func doubled(_ x: Int) throws -> Int {
    if x < 0 { throw Negative(value: x) }
    return x * 2
}
func attempt(_ f: @autoclosure () throws -> Int) rethrows -> Int { try f() }
func orZero(_ f: @autoclosure () throws -> Int) -> Int { (try? f()) ?? 0 }
print(try attempt(try doubled(4)))
print(attempt(5))
do { _ = try attempt(try doubled(-1)) } catch { print("caught", error) }
print(orZero(try doubled(-3)), orZero(try doubled(3)))

// expect: 8
// expect: 5
// expect: caught Negative(value: -1)
// expect: 0 6
