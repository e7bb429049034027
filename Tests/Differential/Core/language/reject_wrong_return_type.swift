// Returning a value of the wrong type.
print("this program must not run")
func name() -> String { return 42 }
print(name())

// expect error: cannot convert return expression of type 'Int' to return type 'String'
