// `each x` reads the element a `repeat` is at: outside one it has no element.
print("this program must not run")
func show<each T>(_ values: repeat each T) {
    let first = (each values)
}
show(1)

// expect error: pack reference 'each T' can only appear in pack expansion
