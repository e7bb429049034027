// A variadic generic function binds any number of arguments, each of its own type, and
// `repeat print(each x)` runs once per element, in order; no arguments runs it never.
func show<each T>(_ values: repeat each T) {
    print("show")
    repeat print(each values)
}
show(1, "two", 3.5, [4], true)
show()
show(Optional(7) as Int?)

// expect: show
// expect: 1
// expect: two
// expect: 3.5
// expect: [4]
// expect: true
// expect: show
// expect: show
// expect: Optional(7)
