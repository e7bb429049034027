// A pattern may name a pack twice, a loop over one pack may expand another inside its body,
// and patterns wrap the pack's types: `repeat (each T)?`, `repeat Box<each V>`.
func twice<each T>(_ x: repeat each T) { repeat print(each x, each x) }
twice(1, "a")
func cross<each T, each U>(_ t: repeat each T, u: repeat each U) {
    for a in repeat each t {
        repeat print(a, each u)
    }
}
cross(1, 2, u: "x", "y")
func opt<each T>(_ x: repeat (each T)?) { for v in repeat each x { print(v as Any) } }
opt(1, nil as String?)
struct Box<V> { var v: V }
func unbox<each V>(_ b: repeat Box<each V>) -> (repeat each V) { (repeat (each b).v) }
print(unbox(Box(v: 1), Box(v: "s")))

// expect: 1 1
// expect: a a
// expect: 1 x
// expect: 1 y
// expect: 2 x
// expect: 2 y
// expect: Optional(1)
// expect: nil
// expect: (1, "s")
