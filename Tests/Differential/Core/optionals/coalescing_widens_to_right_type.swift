// `as` binds tighter than `??`, so `v ?? 9 as Any` is `v ?? (9 as Any)`: `??`'s `T` is the right
// side's `Any`, and an `Int??` left side becomes an `Any?` whose present payload is the `Int?`.
class Shape { func name() -> String { "shape" } }
class Circle: Shape { override func name() -> String { "circle" } }
let v: Int?? = 5
let w: Int?? = nil
let u: Int?? = .some(nil)
let a = v ?? 9 as Any
let b = w ?? 9 as Any
let c = u ?? 9 as Any
print(a)
print(b)
print(c)
print(type(of: a), type(of: b), type(of: c))
let single: Int? = nil
let d = single ?? "none" as Any
print(d, type(of: d))
let circle: Circle? = Circle()
let missing: Circle? = nil
let e = circle ?? Shape()
let f = missing ?? Shape()
print(e.name(), f.name())
let count: Int? = 7
let g = count ?? 1.5 as CustomStringConvertible
let h = single ?? 1.5 as CustomStringConvertible
print(g, h, type(of: g), type(of: h))

// expect: Optional(5)
// expect: 9
// expect: nil
// expect: Optional<Int> Int Optional<Int>
// expect: none String
// expect: circle shape
// expect: 7 1.5 Int Double
