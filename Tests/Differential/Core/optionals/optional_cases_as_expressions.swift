// Optional's cases written as expressions: .some(3), Optional.some(3), Optional<Int>.none, x == .none.
let x: Int? = .some(3)
let y = Optional.some(3)
let z = Optional<Int>.none
print(x as Any, y as Any, z as Any)
print(x == .none, z == .none, x != .none, x == .some(3), y != .some(4))
switch x {
case .some(let v): print("some", v)
case .none: print("none")
}
let s: String? = Optional.some("hi")
let n: Int? = Optional.none
print(s ?? "", n == nil)
let q = Optional<String>.some("a")
print(q ?? "")
let values: [Int?] = [.some(1), .none, 3]
print(values)
func f(_ flag: Bool) -> Int? { flag ? .some(9) : .none }
print(f(true) as Any, f(false) as Any)
let nested: Int?? = .some(nil)
print(nested as Any, nested == .none)
var counter: Int? = .none
counter = .some(1)
print(counter.map { $0 + 1 } as Any)

// expect: Optional(3) Optional(3) nil
// expect: false true true true true
// expect: some 3
// expect: hi true
// expect: a
// expect: [Optional(1), nil, Optional(3)]
// expect: Optional(9) nil
// expect: Optional(nil) false
// expect: Optional(2)
