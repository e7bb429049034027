// An if expression may stand only after return, throw or =, not as an argument.
print("this program must not run")
let level = 2
print(if level > 5 { 30 } else if level > 2 { 20 } else { 10 })

// expect error: 'if' may only be used as expression in return, throw, or as the source of an assignment
