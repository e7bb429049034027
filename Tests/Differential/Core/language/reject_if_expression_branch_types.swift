// Without a contextual type each branch of an if expression is typed on its own: all must agree.
print("this program must not run")
let level = 2
let size = if level > 5 { 30 } else if level > 2 { 20.5 } else { 10 }
print(size)

// expect error: branches have mismatching types 'Int' and 'Double'
