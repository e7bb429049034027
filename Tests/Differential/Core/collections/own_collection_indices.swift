// A program's own Collection whose indices are not offsets: searches give its own indices, generics walk it.
struct Evens: Collection {
    var startIndex: Int { 2 }
    var endIndex: Int { 10 }
    func index(after i: Int) -> Int { i + 2 }
    subscript(i: Int) -> Int { i * 10 }
}
let e = Evens()
print(Array(e), e.count, e.first!, e.contains(60), e.contains(30))
print(e.firstIndex(of: 40) as Any, e.firstIndex(where: { $0 > 50 }) as Any, e.firstIndex(of: 30) as Any)
print(e[e.firstIndex(of: 80)!], e[e.startIndex])
func total<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
func firstOf<C: Collection>(_ c: C) -> C.Element? { c.first }
func each<S: Sequence>(_ s: S) -> [S.Element] {
    var out: [S.Element] = []
    for x in s { out.append(x) }
    return out
}
print(total(e), firstOf(e) as Any, each(e))
print(e.map { $0 + 1 }.count, e.dropFirst().count, e.sorted(by: >))

// expect: [20, 40, 60, 80] 4 20 true false
// expect: Optional(4) Optional(6) nil
// expect: 80 20
// expect: 200 Optional(20) [20, 40, 60, 80]
// expect: 4 3 [80, 60, 40, 20]
