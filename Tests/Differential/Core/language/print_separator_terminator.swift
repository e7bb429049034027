// print's separator and terminator parameters.
print(1, 2, 3, separator: ", ")
print("a", "b", separator: "")
print("no newline", terminator: "")
print(" continued")
print("x", "y", separator: "-", terminator: "!\n")
print()
print("after an empty line")

// expect: 1, 2, 3
// expect: ab
// expect: no newline continued
// expect: x-y!
// expect:
// expect: after an empty line
