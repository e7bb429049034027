// `Result(catching:)` with `any Error`, written or inferred, takes a throwing closure; a
// `Result` with a concrete Failure takes one that does not throw, or throws that type.
enum MyErr: Error { case bad }
func check(_ x: Int) throws -> Int { if x < 0 { throw MyErr.bad }; return x }
let a = Result { try check(-1) }
let b = Result<Int, Error>(catching: { try check(2) })
let c = Result<Int, MyErr> { 5 }
print(a, b, c)
if case .failure(let error) = a { print(error is MyErr) }
let d = Result<Int, MyErr>(catching: { () throws(MyErr) -> Int in throw MyErr.bad })
print(d)

// expect: failure(main.MyErr.bad) success(2) success(5)
// expect: true
// expect: failure(main.MyErr.bad)
