// A member's base calls overloads differing only in their results: swiftc keeps the one whose
// result has the member, whichever is declared first.
struct A { var name: String { "A" } }
struct B {
    var other: Int { 2 }
    func greet(_ who: String) -> String { "hi \(who)" }
}
func make() -> B { B() }
func make() -> A { A() }
print(make().name)
print(make().other)
print(make().greet("B"))
func f(_ x: Int) -> String { "s\(x)" }
func f(_ x: Int) -> Int { x }
print(f(3).count)
print(f(4).isMultiple(of: 2))
print(f(5).uppercased())

// expect: A
// expect: 2
// expect: hi B
// expect: 2
// expect: true
// expect: S5
