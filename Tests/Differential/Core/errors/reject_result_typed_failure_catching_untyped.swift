// `Result<Int, MyErr> { try f() }`: a closure's thrown type is inferred as `any Error`, which does
// not convert to the typed `throws(MyErr)` that `init(catching:)` takes for a concrete Failure.
print("this program must not run")
enum MyErr: Error { case bad }
func check(_ x: Int) throws -> Int { if x < 0 { throw MyErr.bad }; return x }
let r = Result<Int, MyErr> { try check(5) }
print(r)

// expect error: invalid conversion of thrown error type 'any Error' to 'MyErr'
