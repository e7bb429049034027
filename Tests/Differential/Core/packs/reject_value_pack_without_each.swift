// A value pack is read element by element: naming the parameter without `each` is an error.
print("this program must not run")
func show<each T>(_ values: repeat each T) {
    print(values)
}
show(1, 2)

// expect error: value pack 'each T' must be referenced with 'each'
