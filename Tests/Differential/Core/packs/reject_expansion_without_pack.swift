// `repeat` must expand a pack: a pattern that names none is an error.
print("this program must not run")
func twice(_ value: Int) {
    repeat print(value)
}
twice(1)

// expect error: value pack expansion must contain at least one pack reference
