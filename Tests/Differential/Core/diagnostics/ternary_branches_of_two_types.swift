// Both branches of a ternary must have one type.
print("this program must not run")
let filled = true
let style = filled ? 1 : "outline"
print(style)

// expect error: result values in '? :' expression have mismatching types 'Int' and 'String'
