// A key path with no root type written and none from the context is rejected.
print("this program must not run")
struct Point { var x: Int }
let path = \.x
print(Point(x: 1)[keyPath: path])

// expect error: cannot infer key path type from context; consider explicitly specifying a root type
