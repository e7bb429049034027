// An if expression is not an operand: `1 + if …` is rejected.
print("this program must not run")
let level = 2
let size = 1 + if level > 5 { 30 } else if level > 2 { 20 } else { 10 }
print(size)

// expect error: 'if' may only be used as expression in return, throw, or as the source of an assignment
