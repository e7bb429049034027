// A library type's bare name passed to a function is rejected as a user type's is.
print("this program must not run")
func describe(_ value: Any) -> String { "\(value)" }
print(describe(Int))

// expect error: expected member name or initializer call after type name
