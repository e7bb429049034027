// A KeyPath is read-only: assigning through it is an error.
print("this program must not run")
struct P { var x: Int; let y: Int }
var p = P(x: 1, y: 2)
let readOnly: KeyPath<P, Int> = \.x
p[keyPath: readOnly] = 3
print(p.x)

// expect error: cannot assign through subscript: 'readOnly' is a read-only key path
