// A key path literal through a `let` property is read-only: assigning through it is an error
// (reported alone, before the `let` base).
print("this program must not run")
struct P { var x = 1; let y = 2 }
let p = P()
p[keyPath: \P.y] = 2

// expect error: cannot assign through subscript: key path is read-only
