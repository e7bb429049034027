// `as` does not turn an Int into a Double, optional or not: to an optional swiftc says the Int
// "is not convertible" (at `as`), to a plain Double or from an optional Int "in coercion".
print("this program must not run")
let count = 3
let maybe: Int? = 4
let ratio = count as Double?
let exact = count as Double
let wider = maybe as Double?
print(ratio, exact, wider)

// expect error: 'Int' is not convertible to 'Double?'
