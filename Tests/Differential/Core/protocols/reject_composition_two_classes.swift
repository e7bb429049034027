// A protocol composition may name one class only.
print("this program must not run")
protocol Named { var name: String { get } }
class A {}
class B {}
func show(_ value: A & B & Named) { print(value.name) }

// expect error: protocol-constrained type cannot contain class 'B' because it already contains class 'A'
