// A closure naming more or fewer parameters than its context passes: swiftc says so at the
// parameter clause, once, whatever the body.
print("this program must not run")
let add: (Int) -> Int = { a, b in a + b }
let first: (Int, Int) -> Int = { (a) in a }
let typed: (Int) -> Int = { (a: Int, b: Int) in a }
func apply(_ transform: (Double) -> Double) -> Double { transform(1) }
print(apply { x, y in x })

// expect error: contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in closure body
