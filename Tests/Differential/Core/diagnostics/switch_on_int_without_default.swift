// A switch over an Int must end with `default`.
print("this program must not run")
let sides = 3
switch sides {
case 3: print("triangle")
case 4: print("square")
}

// expect error: switch must be exhaustive
