// A doubly optional value keeps its levels: `.some(.some(3))`, `.some(nil)` and nil print,
// compare and unwrap apart, and an `Int?` nil put in an `Int??` is `.some(nil)`, not its nil.
let x: Int?? = 3
let y: Int?? = .some(nil)
let z: Int?? = nil
print(x as Any, y as Any, z as Any)
print(x == y, y == nil, y! == nil, z == nil, x == 3, y == z)
print(String(describing: x), String(describing: y), String(describing: z))
print("\(String(describing: x)) \(String(describing: y!))")
let none = Optional<Optional<Int>>.none
print(none as Any, none == nil, none == z)
let inner: Int? = nil
let lifted: Int?? = inner
print(lifted == nil, lifted == y, Optional(inner) as Any, Optional(Optional(inner)) as Any)
print(y == Optional(Optional<Int>.none), x == Optional(Optional(3)))
func make(_ k: Int) -> Int?? {
    if k == 0 { return nil }
    if k == 1 { return .some(nil) }
    return k
}
print(make(0) as Any, make(1) as Any, make(2) as Any)
let triple: Int??? = .some(.some(nil))
print(triple as Any, triple! as Any, triple!! as Any, [x, y, z])

// expect: Optional(Optional(3)) Optional(nil) nil
// expect: false false true true true false
// expect: Optional(Optional(3)) Optional(nil) nil
// expect: Optional(Optional(3)) nil
// expect: nil true true
// expect: false true Optional(nil) Optional(Optional(nil))
// expect: true true
// expect: nil Optional(nil) Optional(Optional(2))
// expect: Optional(Optional(nil)) Optional(nil) nil [Optional(Optional(3)), Optional(nil), nil]
