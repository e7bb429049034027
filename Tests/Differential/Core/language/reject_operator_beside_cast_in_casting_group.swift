// Only casts chain among themselves: an operator of CastingPrecedence beside a cast does not.
print("this program must not run")
infix operator <> : CastingPrecedence
func <> (a: Int, b: Int) -> Int { a + b }
let x: Int = 3
print(x <> 2 as Any)

// expect error: adjacent operators are in non-associative precedence group 'CastingPrecedence'
