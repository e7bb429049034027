// Inside a closure, a piece's `count` with the inner closure's result written `Int`: the
// written result does not choose a `split`, both pieces' counts are Ints.
print("this program must not run")
let measure = { (line: String) in line.split(separator: ",").map { piece -> Int in piece.count } }
print(measure("a,bb,ccc"))

// expect error: ambiguous use of 'split(separator:maxSplits:omittingEmptySubsequences:)'
