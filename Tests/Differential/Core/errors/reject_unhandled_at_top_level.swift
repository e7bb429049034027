// A try at top level outside do/catch is an unhandled error.
print("this program must not run")
enum E: Error { case x }
func f() throws -> Int { throw E.x }
func g() -> Int { try f() }
print(g())

// expect error: errors thrown from here are not handled
