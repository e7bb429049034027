// Parenthesised bounds in range patterns: `(5)...` and `(-60)...(-20)`.
func condition(_ value: Int) -> String {
    switch value {
    case (5)... : return "out of range"
    case (-60)...(-20): return "good"
    case (-89)..<(-60): return "ok"
    default: return "bad"
    }
}
print(condition(127), condition(5), condition(-50), condition(-75), condition(-95))
let pair = (3, -40)
switch pair {
case ((0)...(5), (-60)...(-20)): print("both in range")
default: print("no")
}

// expect: out of range out of range good ok bad
// expect: both in range
