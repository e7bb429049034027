// A generic class inherits from its superclass specialised by its own parameter (Base<[U]>).
class Base<T> {
    let v: T
    init(_ v: T) { self.v = v }
    func get() -> T { v }
}
class Many<U>: Base<[U]> {
    func first() -> U? { v.first }
}
let m = Many<Int>([7, 8])
print(m.v.count, m.get(), m.first() ?? 0)
let w = Many(["a", "b"])
print(w.first() ?? "-")

// expect: 2 [7, 8] 7
// expect: a
