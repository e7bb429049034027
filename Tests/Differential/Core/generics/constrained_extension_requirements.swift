// Extensions of a generic type whose where clause constrains or fixes its parameter.
struct Box<T> { var values: [T] }
extension Box where T == String {
    func joined() -> String { values.joined(separator: "+") }
    var totalLength: Int { values.reduce(0) { $0 + $1.count } }
}
extension Box where T: Comparable {
    func biggest() -> T? { values.max() }
    var sortedValues: [T] { values.sorted() }
}
print(Box(values: ["a", "bc"]).joined(), Box(values: ["a", "bc"]).totalLength)
print(Box(values: [3, 9, 2]).biggest() ?? 0, Box(values: [3, 9, 2]).sortedValues, Box(values: ["q", "b"]).sortedValues)

// expect: a+bc 3
// expect: 9 [2, 3, 9] ["b", "q"]
