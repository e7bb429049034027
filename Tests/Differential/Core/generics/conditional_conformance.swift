// Conditional conformance: Wrapper is Equatable when its content is.
struct Wrapper<T> { var value: T }
extension Wrapper: Equatable where T: Equatable {}
print(Wrapper(value: 3) == Wrapper(value: 3), Wrapper(value: "a") == Wrapper(value: "b"))

// expect: true false
