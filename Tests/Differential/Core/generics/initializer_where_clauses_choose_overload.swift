// Initialisers alike but for their own `where` clauses: the written type arguments, or the
// type the context wants, choose the one whose clause they meet.
struct R<F, B> {
    var f: String
    init() where F == Int, B == Int { f = "ii" }
    init() where F == String, B == Int { f = "si" }
}
let a: R<String, Int> = .init()
print(a.f)
let b: R<Int, Int> = .init()
print(b.f)
let c = R<String, Int>()
print(c.f)
print(R<Int, Int>().f)

// expect: si
// expect: ii
// expect: si
// expect: ii
