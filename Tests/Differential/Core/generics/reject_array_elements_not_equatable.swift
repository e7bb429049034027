// An array, an optional and a dictionary are Equatable only when their elements are.
print("this program must not run")
struct NotEq { var v = 1 }
let a = [NotEq()], b = [NotEq()]
print(a == b)
let o: NotEq? = NotEq()
print(o == o, [1: NotEq()] == [1: NotEq()])

// expect error: operator function '==' requires that 'NotEq' conform to 'Equatable'
