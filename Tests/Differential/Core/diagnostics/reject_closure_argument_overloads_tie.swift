// Two overloads that take the same closure type and differ only in their results: the closure
// cannot tell them apart, so swiftc will not choose.
print("this program must not run")
func apply(_ transform: (Int) -> Int) -> Int { transform(1) }
func apply(_ transform: (Int) -> Int) -> Double { Double(transform(1)) }
let r = apply { $0 + 1 }
print(r)

// expect error: ambiguous use of 'apply'
