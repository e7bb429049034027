// A member's base calls overloads differing only in their results, and neither result has the
// property: swiftc finds no type to look it up in.
print("this program must not run")
struct A { var name: String { "A" } }
struct B { var other: Int { 2 } }
func make() -> A { A() }
func make() -> B { B() }
print(make().zzz)

// expect error: reference to member 'zzz' cannot be resolved without a contextual type
