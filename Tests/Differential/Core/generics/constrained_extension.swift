// An extension of a generic type that applies only when its parameter conforms.
struct Box<T> { var values: [T] }
extension Box where T: Numeric {
    func sum() -> T { values.reduce(0, +) }
}
extension Box where T == String {
    func joined() -> String { values.joined(separator: "+") }
}
print(Box(values: [1, 2, 3]).sum(), Box(values: [0.5, 0.25]).sum())
print(Box(values: ["a", "b"]).joined())

// expect: 6 0.75
// expect: a+b
