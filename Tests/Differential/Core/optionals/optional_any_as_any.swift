// An Any? converted to Any keeps its optional: it prints Optional(…) as an Int? does.
let a: Any? = 1
print(a as Any)
let b: Int? = 2
print(b as Any)
let c: Any = a as Any
print(c)
let none: Any? = nil
print(none as Any, [a, none] as [Any])

// expect: Optional(1)
// expect: Optional(2)
// expect: Optional(1)
// expect: nil [Optional(1), nil]
