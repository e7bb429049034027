// An argument the initialiser does not take is rejected.
print("this program must not run")
struct P { var x: Double }
let p = P(x: 1, y: 2)
print(p)

// expect error: extra argument 'y' in call
