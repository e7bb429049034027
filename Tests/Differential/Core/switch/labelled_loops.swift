// Labelled break and continue from inside a switch.
outer: for i in 1...3 {
    for j in 1...3 {
        switch (i, j) {
        case (2, 2): continue outer
        case (3, 2): break outer
        default: print(i, j)
        }
    }
}
print("done")

// expect: 1 1
// expect: 1 2
// expect: 1 3
// expect: 2 1
// expect: 3 1
// expect: done
