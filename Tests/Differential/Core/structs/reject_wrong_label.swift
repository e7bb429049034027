// Argument labels must match.
print("this program must not run")
struct P { var x: Double; var y: Double }
let p = P(a: 1, y: 2)
print(p)

// expect error: incorrect argument label in call (have 'a:y:', expected 'x:y:')
