// A switch expression may stand only after return, throw or =, not as an argument.
print("this program must not run")
let level = 2
print(switch level { case 1: "one" default: "other" })

// expect error: 'switch' may only be used as expression in return, throw, or as the source of an assignment
