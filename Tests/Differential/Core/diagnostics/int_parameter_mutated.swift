// A parameter is a constant inside its function.
print("this program must not run")
func clamp(_ value: Int, to limit: Int) -> Int {
    if value > limit { value = limit }
    return value
}
print(clamp(5, to: 3))

// expect error: cannot assign to value: 'value' is a 'let' constant
