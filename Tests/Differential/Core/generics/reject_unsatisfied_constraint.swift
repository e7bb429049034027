// A type that does not meet the constraint is rejected at the call.
print("this program must not run")
struct Blob {}
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([Blob(), Blob()]) as Any)

// expect error: global function 'largest' requires that 'Blob' conform to 'Comparable'
