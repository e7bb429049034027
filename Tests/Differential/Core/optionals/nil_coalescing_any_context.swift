// ?? where Any is expected: T is what the left side wraps (print(a?.b ?? -1) prints -1), and a
// right side of another type makes T Any (print(w ?? "none")).
struct S { var b: Int }
let a: S? = nil
let a2: S? = S(b: 5)
print(a?.b ?? -1, a2?.b ?? -1)
let w: Int? = nil
let w2: Int? = 4
let x: Any = w ?? -1
let y: Any = w2 ?? -1
print(x, y, type(of: x))
print(w ?? "none", w2 ?? "none")
print(w ?? 2.5, w2 ?? 2.5)
let z: Any = w ?? "s"
print(z)
let items: [Any] = [w ?? "n", a?.b ?? 0, 1]
print(items)
let d: Double? = nil
print(d ?? 1)
let nested: Int?? = nil
print((nested ?? 7) as Any)
func g<T>(_ t: T) -> T { t }
print(g(w ?? -1) + 1, type(of: g(a?.b ?? -1)))
let s: String? = nil
print(s ?? 0)

// expect: -1 5
// expect: -1 4 Int
// expect: none 4
// expect: 2.5 4
// expect: s
// expect: ["n", 0, 1]
// expect: 1.0
// expect: Optional(7)
// expect: 0 Int
// expect: 0
