// `each T: Equatable` holds for every element: one that does not conform is named.
print("this program must not run")
struct Plain {}
func same<each T: Equatable>(_ values: repeat each T) {}
same(1, "a", Plain())

// expect error: global function 'same' requires that 'Plain' conform to 'Equatable'
