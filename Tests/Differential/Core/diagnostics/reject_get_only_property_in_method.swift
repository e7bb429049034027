// Assigning a get-only property in a struct's method is that one error (not "'self' is
// immutable"), and the value is typed by the property, so `.off` is no second error.
print("this program must not run")
enum Mode { case on, off }
struct Meter {
    var mode: Mode { .on }
    func reset() { mode = .off }
}
print(Meter().mode)

// expect error: cannot assign to property: 'mode' is a get-only property
