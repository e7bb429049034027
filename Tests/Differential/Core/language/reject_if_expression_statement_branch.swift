// Each branch of an if expression is one expression (or ends with a throw).
print("this program must not run")
let level = 2
let size = if level > 5 { 30 } else if level > 2 { print("two"); 20 } else { 10 }
print(size)

// expect error: non-expression branch of 'if' expression may only end with a 'throw'
