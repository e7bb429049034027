// `extension Box: Equatable where T: Equatable` makes `Box<Int>` Equatable but not `Box<NotEq>`:
// `==` on it names the type argument that fails the condition.
print("this program must not run")
struct Box<T> { var value: T }
extension Box: Equatable where T: Equatable {}
struct NotEq { var v = 1 }
print(Box(value: 1) == Box(value: 1))
print(Box(value: NotEq()) == Box(value: NotEq()))

// expect error: operator function '==' requires that 'NotEq' conform to 'Equatable'
