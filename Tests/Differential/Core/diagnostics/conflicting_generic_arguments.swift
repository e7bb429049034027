// Two arguments that give one generic parameter different types; with three, the odd one out.
print("this program must not run")
func same<T>(_ a: T, _ b: T) -> Bool { true }
func three<T>(_ a: T, _ b: T, _ c: T) {}
let n = 1
let d = 2.0
print(same(n, 2.5))
print(same(n, d))
print(same(d, 1))
three(n, n, "s")

// expect error: conflicting arguments to generic parameter 'T' ('Int' vs. 'Double')
