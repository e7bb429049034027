// Initializers of the same shape in two constrained extensions: the type's arguments written
// choose one (and one the context asks for).
struct Holder<T> { var v: T }
extension Holder where T == Int { init() { v = 42 } }
extension Holder where T == String { init() { v = "s" } }
extension Holder where T: Numeric { init(one: Void) { v = 1 } }
let a = Holder<Int>()
let b = Holder<String>()
let c: Holder<Int> = Holder()
let d = Holder<Double>(one: ())
print(a.v, b.v, c.v, d.v)

// expect: 42 s 42 1.0
