// A nil implicitly unwrapped optional traps where an operator forces it, naming the line.
let w: Int! = nil
print(w == nil)
let v = w + 1
print(v)

// expect: true
// expect runtime error: Unexpectedly found nil while implicitly unwrapping an Optional value
