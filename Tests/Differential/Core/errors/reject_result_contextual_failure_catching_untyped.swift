// The `Result<Int, MyErr>` a constant's annotation asks for makes `Result { … }` take a closure
// that throws `MyErr`; one with a `throw` inside throws `any Error`, which does not convert.
print("this program must not run")
enum MyErr: Error { case bad }
let r: Result<Int, MyErr> = Result { throw MyErr.bad }
print(r)

// expect error: invalid conversion of thrown error type 'any Error' to 'MyErr'
