// `extension Optional: P where Wrapped: P`: each level of a nested optional is an Optional whose
// `Wrapped` is the next level, called directly, through a generic parameter or an `any P`.
protocol Describe { func describe() -> String }
extension Int: Describe { func describe() -> String { "int \(self)" } }
extension Optional: Describe where Wrapped: Describe {
    func describe() -> String {
        switch self {
        case .some(let wrapped): return "some " + wrapped.describe()
        case .none: return "none"
        }
    }
}
let x: Int?? = 3
let y: Int?? = .some(nil)
let z: Int?? = nil
print(x.describe(), y.describe(), z.describe())
func show<T: Describe>(_ value: T) -> String { value.describe() }
print(show(x), show(y), show(z), show(Optional(Optional(Optional(1)))))
let all: [any Describe] = [x, y, z, 2, Optional(Optional(Optional(2)))]
print(all.map { $0.describe() })

// expect: some some int 3 some none none
// expect: some some int 3 some none none some some some int 1
// expect: ["some some int 3", "some none", "none", "int 2", "some some some int 2"]
