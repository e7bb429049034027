// A type parameter pack is written `each T` inside its expansion; `repeat T` is an error.
print("this program must not run")
func show<each T>(_ values: repeat T) {}
show(1)

// expect error: type pack 'T' must be referenced with 'each'
