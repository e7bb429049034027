// A switch over an Int side count without default.
print("this program must not run")
let sides = 5
switch sides {
case 3: print("triangle")
case 4: print("square")
}

// expect error: switch must be exhaustive
