// A String passed where a Double parameter is wanted.
print("this program must not run")
func circle(radius: Double) -> String { "circle \(radius)" }
print(circle(radius: "5"))

// expect error: cannot convert value of type 'String' to expected argument type 'Double'
