// ?? where `Any?` is expected: `T` may be `Any` as where `Any` is, so a right side of another
// type joins (the result converts to the optional).
let w: Int? = nil
let w2: Int? = 4
let a: Any? = w ?? "x"
let b: Any? = w2 ?? "x"
let c: Any?? = w ?? 2.5
print(a as Any, b as Any, c as Any)

// expect: Optional("x") Optional(4) Optional(Optional(2.5))
