// A closure parameter that is `inout` from its context keeps the context's type.
print("this program must not run")
func apply(_ f: (inout Int) -> Void) { var v = 10; f(&v); print(v) }
apply { n in n = "a" }

// expect error: cannot assign value of type 'String' to type 'Int'
