// Branches of an if expression that disagree are reported at the first branch's expression, at
// the place swiftc gives an expression: a binary operator's operator, a member's name.
print("this program must not run")
let b = Bool.random()
let x = if b { 1...3 } else { [1] }
let y = if b { "a".uppercased() } else { 1 }
let z = if b { (1 + 2) } else { "s" }
print(x, y, z)

// expect error: branches have mismatching types 'ClosedRange<Int>' and '[Int]'
