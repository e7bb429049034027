// Casts chain left to right, though CastingPrecedence does not associate: `x as Int as Any` is
// `(x as Int) as Any`, and `x is Int is Bool` tests the first test's `Bool`.
let v: Int?? = 5
let x: Int = 3
let y: Any = 4
let s: Any = "s"
let d = x as Int as Any
let e = y as? Int as Any
let f = v!! as Any? as Any
let g = s as? Int as Any
print(d, e, f, g)
print(type(of: d), type(of: e), type(of: f), type(of: g))
print(y is Int as Any, y as! Int as Any, y as Any as? Int as Any)
print(y is Int is Bool, s is Int is Bool, x as Int is Int)
let n = 1 + x as Int as Any
print(n as Any)

// expect: 3 Optional(4) Optional(5) nil
// expect: Int Optional<Int> Optional<Any> Optional<Int>
// expect: true 4 Optional(4)
// expect: true true true
// expect: 4
