// An operator declared without a group is in DefaultPrecedence, which does not chain.
print("this program must not run")
infix operator <>
func <> (a: String, b: String) -> String { a + b }
print("a" <> "b" <> "c")

// expect error: adjacent operators are in non-associative precedence group 'DefaultPrecedence'
