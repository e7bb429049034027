// An optional of a class holding a subclass instance casts to the subclass (as?, is), through protocols and AnyObject too.
protocol P {}
class A: P {}
class B: A {}
struct S: P {}
let o: A? = B()
print(o as? B != nil, o is B, o as? A != nil)
let none: A? = nil
print(none as? B == nil, none is B)
let p: P? = B()
print(p as? B != nil, p as? S == nil)
let q: P? = S()
print(q as? S != nil, q as? A == nil)
let xs: [A] = [A(), B()]
print(xs.first as? B == nil, xs.last as? B != nil)
let nested: A?? = B()
print(nested as? B != nil)
let aa: AnyObject? = B()
print(aa as? B != nil, aa as? S == nil)

// expect: true true true
// expect: true false
// expect: true true
// expect: true true
// expect: true true
// expect: true
// expect: true true
