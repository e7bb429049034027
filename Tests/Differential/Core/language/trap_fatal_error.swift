// fatalError stops the program with its message.
func pick(_ i: Int) -> String {
    switch i {
    case 0: return "zero"
    default: fatalError("unsupported \(i)")
    }
}
print(pick(0))
print(pick(3))

// expect: zero
// expect runtime error: unsupported 3
