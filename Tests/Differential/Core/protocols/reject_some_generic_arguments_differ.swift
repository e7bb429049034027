// Returns of one generic type with different arguments (Box<Int>, Box<Double>) are two types.
print("this program must not run")
protocol Boxed { func describe() -> String }
struct Box<T>: Boxed {
    var value: T
    func describe() -> String { "Box(\(value))" }
}
func box(_ whole: Bool) -> some Boxed {
    if whole { return Box(value: 1) }
    return Box(value: 2.5)
}
print(box(true).describe())

// expect error: function declares an opaque return type 'some Boxed', but the return statements in its body do not have matching underlying types
