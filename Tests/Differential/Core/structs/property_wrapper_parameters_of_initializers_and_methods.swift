// Wrapped parameters (SE-0293) of an initialiser, a method, a static method and a generic function, with attribute arguments and a default value.
@propertyWrapper
struct Scaled {
    var stored: Int
    let factor: Int
    init(wrappedValue: Int, factor: Int) { self.factor = factor; stored = wrappedValue * factor }
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue * factor }
    }
    var projectedValue: Int { factor }
}
@propertyWrapper
struct Lowered {
    var text: String
    init(wrappedValue: String) { text = wrappedValue.lowercased() }
    var wrappedValue: String { text }
}
func f(@Scaled(factor: 2) count: Int = 3) -> Int { count + $count }
struct Tag {
    let name: String
    init(@Lowered name: String) { self.name = name }
    func matches(@Lowered _ other: String) -> Bool { other == name }
    static func make(@Lowered from text: String) -> Tag { Tag(name: text) }
}
print(f(), f(count: 10))
let t = Tag(name: "SwiftUI")
print(t.name, t.matches("SWIFTUI"), t.matches("x"), Tag.make(from: "ABC").name)
let names = ["A", "b"].map { Tag(name: $0).name }
print(names)
func g<T>(@Lowered label: String, _ value: T) -> String { "\(label)=\(value)" }
print(g(label: "KEY", 3))

// expect: 8 22
// expect: swiftui true false abc
// expect: ["a", "b"]
// expect: key=3
