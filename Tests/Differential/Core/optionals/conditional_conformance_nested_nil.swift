// `extension Optional: P where Wrapped: P`: on an `Int??` holding `.some(nil)` Optional's member
// calls P's on its Wrapped, itself an optional's nil, which is Optional's member again (a method
// and a property, directly and through a generic parameter).
protocol Describable {
    func describe() -> String
    var tag: String { get }
}
extension Int: Describable {
    func describe() -> String { "int \(self)" }
    var tag: String { "i" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some \(w.describe())"
        case .none: return "none"
        }
    }
    var tag: String {
        if let w = self { return "?" + w.tag }
        return "nil"
    }
}
func both<T: Describable>(_ x: T) -> String { x.describe() + " " + x.tag }
let a: Int?? = .some(nil)
let c: Int?? = nil
let e: Int? = 4
print(a.describe(), "|", c.describe(), "|", e.describe())
print(a.tag, c.tag, e.tag)
print(both(a), "|", both(c), "|", both(Optional<Int>.none))

// expect: some none | none | some int 4
// expect: ?nil nil ?i
// expect: some none ?nil | none nil | none nil
