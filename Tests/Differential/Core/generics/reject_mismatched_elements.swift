// Both arguments must have the same T.
print("this program must not run")
func same<T>(_ a: T, _ b: T) -> Bool { true }
let s: String = "a"
let n: Int = 1
print(same(s, n))

// expect error: conflicting arguments to generic parameter 'T' ('String' vs. 'Int')
