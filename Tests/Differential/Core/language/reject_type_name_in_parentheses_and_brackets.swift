// `(Shade)` and `[Shade]` where a value is wanted are read as type expressions, each rejected at its start.
print("this program must not run")
struct Shade {}
let one = (Shade)
let many = [Shade]
print(one, many)

// expect error: expected member name or initializer call after type name
