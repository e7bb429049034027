// Two initialisers of other labels that take the same argument: `T.init` is ambiguous in swiftc.
print("this program must not run")
struct T { var v: Int; init(a: Int) { v = a }; init(b: Int) { v = -b } }
print([1].map(T.init))

// expect error: ambiguous use of 'init'
