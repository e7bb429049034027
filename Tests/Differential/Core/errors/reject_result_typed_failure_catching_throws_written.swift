// A closure written `throws` without a type throws `any Error`: not the `MyErr` that
// `Result<Int, MyErr>(catching:)` takes.
print("this program must not run")
enum MyErr: Error { case bad }
let a = Result<Int, MyErr>(catching: { () throws -> Int in 5 })
print(a)

// expect error: invalid conversion of thrown error type 'any Error' to 'MyErr'
