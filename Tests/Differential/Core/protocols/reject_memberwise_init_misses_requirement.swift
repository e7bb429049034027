// A struct's memberwise initialiser meets an initialiser requirement only with exactly its
// labels: a stored property with a value is still a (defaulted) parameter, so `init(size:)` is missing.
print("this program must not run")
protocol Sized { init(size: Int) }
struct Square: Sized { var size: Int; var color = "red" }
print(Square(size: 2))

// expect error: type 'Square' does not conform to protocol 'Sized'
