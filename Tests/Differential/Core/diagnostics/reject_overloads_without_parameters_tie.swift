// Two overloads without parameters that differ only in their results, and nothing to choose by:
// swiftc names the ambiguity with the parentheses of their declarations.
print("this program must not run")
struct A { var name: String { "A" } }
struct B { var name: String { "B" } }
func make() -> A { A() }
func make() -> B { B() }
let y = make()

// expect error: ambiguous use of 'make()'
