// A switch over Bool, and over a pair of Bools, is exhaustive without default.
for a in [false, true] {
    for b in [false, true] {
        switch (a, b) {
        case (true, true): print("both")
        case (true, false), (false, true): print("one")
        case (false, false): print("neither")
        }
    }
}

// expect: neither
// expect: one
// expect: one
// expect: both
