// Generic overloads ranked by their protocols, as swiftc ranks them: the one whose protocol
// refines the other's (Comparable over Equatable), the constrained one over the unconstrained,
// and only those whose protocols the argument meets.
func rank<T: Equatable>(_ x: T) -> String { "equatable" }
func rank<T: Comparable>(_ x: T) -> String { "comparable" }
struct Flag: Equatable {}
print(rank(1), rank("a"), rank(Flag()))
func show<T>(_ x: T) -> String { "any" }
func show<T: CustomStringConvertible>(_ x: T) -> String { "described" }
print(show(1), show((1, 2)))
func bucket<T: Hashable>(_ x: T) -> String { "hashable" }
func bucket<T: Comparable>(_ x: T) -> String { "comparable" }
struct Step: Comparable { var n: Int; static func < (a: Step, b: Step) -> Bool { a.n < b.n } }
print(bucket(Step(n: 1)))

// expect: comparable comparable equatable
// expect: described any
// expect: comparable
