// More forms of a class in a composition: a generic `T: Base & Named`, `any Base & Named` in an
// array, an optional and a dictionary of it, a `var` of it assigned through, and it as `AnyObject`.
protocol Named { var name: String { get } }
class Base { var id = 0; func hello() -> String { "hi \(id)" } }
class Sub: Base, Named { var name: String { "s" } }
func f<T: Base & Named>(_ t: T) -> String { t.name + t.hello() }
print(f(Sub()))
let xs: [any Base & Named] = [Sub()]
print(xs[0].hello(), xs.count)
let o: (Base & Named)? = Sub()
print(o?.name ?? "-", o?.id ?? -1)
var v: Base & Named = Sub()
v.id = 3
print(v.id, v === xs[0], v is Sub)
let q = v as Base
print(q.id)
func g(_ n: Named) -> String { n.name }
print(g(v))
let d: [String: Base & Named] = ["a": Sub()]
print(d["a"]?.name ?? "")
print(type(of: v))
let w: AnyObject = v
print(w === v)

// expect: shi 0
// expect: hi 0 1
// expect: s 0
// expect: 3 false true
// expect: 3
// expect: s
// expect: s
// expect: Sub
// expect: true
