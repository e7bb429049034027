// Using an implicitly unwrapped optional while nil traps.
var name: String!
print("start")
let n: Int = name.count
print(n)

// expect: start
// expect runtime error: Unexpectedly found nil while implicitly unwrapping an Optional value
