// A stride is only a Sequence: its count is count(where:), whose error type swiftc cannot infer.
print("this program must not run")
let s = stride(from: 0, to: 10, by: 3)
print(s.count)

// expect error: generic parameter 'E' could not be inferred
