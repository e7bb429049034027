// A where clause calling a method on the bound value.
let commands = ["go north", "look", "go south", "quit"]
for c in commands {
    switch c {
    case let s where s.hasPrefix("go "): print("move", s.dropFirst(3))
    case "look": print("you see nothing")
    default: print("bye")
    }
}

// expect: move north
// expect: you see nothing
// expect: move south
// expect: bye
