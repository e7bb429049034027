// An initialiser's own `where T == Int` (in the type or an extension) binds the type's parameter
// in its body, and a call takes it only where the parameter can be that type.
struct Holder<T> {
    var value: T
    var note: String
    init(value: T) { self.value = value; self.note = "plain" }
    init(x: Int) where T == Int {
        self.value = x * 2
        self.note = "int"
    }
}
extension Holder {
    init(word: Int) where T == String {
        self.value = String(word)
        self.note = "string"
    }
}
let h = Holder(x: 4)
print(h.value + 1, h.note)
let w = Holder(word: 7)
print(w.value.count, w.note)
let d: Holder<Int> = .init(x: 5)
print(d.value)

struct Pair<A, B> {
    let a: A
    let b: B
    init(b: B) where A == Double {
        self.a = 0.5
        self.b = b
    }
    init(a: A, b: B) { self.a = a; self.b = b }
}
let p = Pair(b: "x")
print(p.a * 2, p.b)
let q = Pair<Double, Int>(b: 3)
print(q.a, q.b)
let r = Pair(a: "a", b: 1)
print(r.a, r.b)

// expect: 9 int
// expect: 1 string
// expect: 10
// expect: 1.0 x
// expect: 0.5 3
// expect: a 1
