// A switch over Int needs a default.
print("this program must not run")
let n = 3
switch n {
case 0: print("zero")
case 1...: print("positive")
}

// expect error: switch must be exhaustive
