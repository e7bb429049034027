// A class's required init constructs through T() for a class-constrained T, T.init() and a
// metatype value (A.Type holding a subclass); a final class or Leaf.self needs no required init.
class A {
    var n: Int
    required init() { n = 1 }
    init(n: Int) { self.n = n }
    func name() -> String { "A\(n)" }
}
class B: A {
    required init() { super.init(n: 2) }
    override func name() -> String { "B\(n)" }
}
final class F { var k = 3; init() {} }
func make<T: A>(_ t: T.Type) -> T { T() }
func make2<T: A>() -> T { T.init() }
print(make(A.self).name(), make(B.self).name())
let b: B = make2()
print(b.name())
let kinds: [A.Type] = [A.self, B.self]
print(kinds.map { $0.init().name() })
print(A.self.init(n: 7).name())
let f: F.Type = F.self
print(f.init().k)
func build<T: F>(_ t: T.Type) -> Int { T().k }
print(build(F.self))

// expect: A1 B2
// expect: B2
// expect: ["A1", "B2"]
// expect: A7
// expect: 3
// expect: 3
