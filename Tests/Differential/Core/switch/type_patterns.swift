// is and as patterns in a switch over Any values.
let things: [Any] = [1, 2.5, "three", [4]]
for thing in things {
    switch thing {
    case let i as Int: print("int", i)
    case let d as Double: print("double", d)
    case is String: print("a string")
    default: print("something else")
    }
}

// expect: int 1
// expect: double 2.5
// expect: a string
// expect: something else
