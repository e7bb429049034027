// A member's base calls overloads differing only in their results, and both results have the
// member: swiftc will not choose.
print("this program must not run")
struct A { var name: String { "A" } }
struct B { var name: String { "B" } }
func make() -> A { A() }
func make() -> B { B() }
print(make().name)

// expect error: ambiguous use of 'make()'
