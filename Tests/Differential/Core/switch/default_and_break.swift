// break ends a case early; default catches the rest.
for n in [1, 2, 3, 4] {
    switch n {
    case 1:
        print("one")
    case 2:
        if n == 2 { break }
        print("never")
    default:
        print("other", n)
    }
}

// expect: one
// expect: other 3
// expect: other 4
