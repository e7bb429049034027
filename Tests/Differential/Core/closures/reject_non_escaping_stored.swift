// A non-escaping closure parameter cannot be stored.
print("this program must not run")
var saved: [() -> Void] = []
func keep(_ f: () -> Void) { saved.append(f) }
keep { print("x") }

// expect error: converting non-escaping parameter 'f' to generic parameter 'Element' may allow it to escape
