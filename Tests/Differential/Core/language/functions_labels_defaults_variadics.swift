// Argument labels, default values and variadic parameters.
func greet(_ name: String, from place: String = "home", times: Int = 1) -> String {
    Array(repeating: "hi \(name) from \(place)", count: times).joined(separator: "; ")
}
print(greet("ann"))
print(greet("bob", from: "work", times: 2))
func average(_ values: Double...) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}
print(average(1, 2, 3, 4), average())

// expect: hi ann from home
// expect: hi bob from work; hi bob from work
// expect: 2.5 0.0
