// A call cannot tell where a pack's arguments end: the parameter after it needs a label.
print("this program must not run")
func tail<each T>(_ values: repeat each T, _ last: Int) {}
tail(1, "a", 2)

// expect error: a parameter following a variadic parameter requires a label
