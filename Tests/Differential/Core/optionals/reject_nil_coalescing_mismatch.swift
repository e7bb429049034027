// ?? whose right side is not what the left side wraps, with no Any context: swiftc's words
// depend on the context.
print("this program must not run")
let w: Int? = nil
let label = "x"
let v = w ?? label
let t = (w ?? "s", 1)
func g<T>(_ t: T) {}
g(w ?? label)
let e: String = w ?? "s"
let f: Double = w ?? 2
let h = (w ?? 2.5) + 1

// expect error: binary operator '??' cannot be applied to operands of type 'Int?' and 'String'
