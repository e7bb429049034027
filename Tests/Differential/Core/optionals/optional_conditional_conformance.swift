// `extension Optional: P where Wrapped: P`: an optional is a P through a generic parameter and
// an `any P`, present or nil, and nested, calling its own method and reading its property.
protocol Describe {
    func describe() -> String
    var tag: String { get }
}
extension Int: Describe {
    func describe() -> String { "int \(self)" }
    var tag: String { "I" }
}
extension Optional: Describe where Wrapped: Describe {
    func describe() -> String {
        switch self {
        case .some(let wrapped): return "some " + wrapped.describe()
        case .none: return "none"
        }
    }
    var tag: String { "O" }
}
let three: Int? = 3
let missing: Int? = nil
print(three.describe(), missing.describe(), three.tag)
func show<T: Describe>(_ value: T) -> String { value.describe() + " " + value.tag }
print(show(three), show(missing), show(5))
let all: [any Describe] = [1, three, missing]
print(all.map { $0.describe() }, all.map(\.tag))

// expect: some int 3 none O
// expect: some int 3 O none O int 5 I
// expect: ["int 1", "some int 3", "none"] ["I", "O", "O"]
