// ?? where Any is expected and the right side is an optional of another type: `T` is `Any`, so
// the right side is given as it is, an optional inside the `Any`.
let w: Int? = nil
let w2: Int? = 4
let s: String? = "b"
let none: String? = nil
print(w ?? s, w2 ?? s, w ?? none)
let a: Any = w ?? s
print(a)

// expect: Optional("b") 4 nil
// expect: Optional("b")
