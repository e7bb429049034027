// Result is Equatable only when its Success and Failure are.
print("this program must not run")
enum Failure: Error { case bad }
struct NotEq { var v = 1 }
let r: Result<NotEq, Failure> = .success(NotEq())
print(r == r)

// expect error: operator function '==' requires that 'NotEq' conform to 'Equatable'
