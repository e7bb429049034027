// Two generic overloads whose protocols neither refines the other: an Int meets both, neither is
// the more specialised, and swiftc will not choose.
print("this program must not run")
func key<T: Hashable>(_ x: T) -> String { "hashable" }
func key<T: Comparable>(_ x: T) -> String { "comparable" }
print(key(1))

// expect error: ambiguous use of 'key'
